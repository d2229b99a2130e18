import type { ReactElement, SVGProps } from 'react'

/** An icon is decorative unless given a title, which becomes its accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { title?: string; size?: number }

function icon(name: string, paths: ReactElement) {
  function Icon({ title, size = 16, ...rest }: IconProps) {
    const named = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true }
    return (
      <svg
        className="pc-icon"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={name}
        {...named}
        {...rest}
      >
        {paths}
      </svg>
    )
  }
  Icon.displayName = `${name}Icon`
  return Icon
}

export const ChevronLeftIcon = icon('ChevronLeft', <path d="M15 18l-6-6 6-6" />)
export const ChevronRightIcon = icon('ChevronRight', <path d="M9 18l6-6-6-6" />)
export const CloseIcon = icon('Close', <path d="M18 6L6 18M6 6l12 12" />)
export const CheckIcon = icon('Check', <path d="M20 6L9 17l-5-5" />)
export const WarningIcon = icon(
  'Warning',
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
)
export const WalletIcon = icon(
  'Wallet',
  <>
    <rect x="2" y="6" width="20" height="14" rx="2" />
    <path d="M16 13h2M2 10h20M6 6l9-3 2 3" />
  </>,
)
export const NetworkIcon = icon(
  'Network',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
  </>,
)
export const RefreshIcon = icon('Refresh', <path d="M21 12a9 9 0 11-3-6.7L21 8M21 3v5h-5" />)
export const InfoIcon = icon(
  'Info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
)
