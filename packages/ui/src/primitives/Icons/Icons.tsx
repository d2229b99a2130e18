import type { ReactNode, SVGProps } from 'react'

/** An icon is decorative unless given a title, which becomes its accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { title?: string; size?: number }

/** The frame every line icon shares (24-unit box, stroked); lazily loaded icon sets draw through it too. */
export function SvgIcon({
  name,
  title,
  size = 16,
  children,
  ...rest
}: IconProps & { name: string; children: ReactNode }) {
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
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  )
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <SvgIcon name="ChevronLeft" {...props}>
      <path d="M15 18l-6-6 6-6" />
    </SvgIcon>
  )
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <SvgIcon name="ChevronRight" {...props}>
      <path d="M9 18l6-6-6-6" />
    </SvgIcon>
  )
}

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon name="Close" {...props}>
      <path d="M18 6L6 18M6 6l12 12" />
    </SvgIcon>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon name="Check" {...props}>
      <path d="M20 6L9 17l-5-5" />
    </SvgIcon>
  )
}

export function WarningIcon(props: IconProps) {
  return (
    <SvgIcon name="Warning" {...props}>
      <path d="M10.3 3.9L1.8 18a2 2 0 001.7 3h17a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </SvgIcon>
  )
}

export function WalletIcon(props: IconProps) {
  return (
    <SvgIcon name="Wallet" {...props}>
      <rect x="2" y="6" width="20" height="14" rx="2" />
      <path d="M16 13h2M2 10h20M6 6l9-3 2 3" />
    </SvgIcon>
  )
}

export function NetworkIcon(props: IconProps) {
  return (
    <SvgIcon name="Network" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18" />
    </SvgIcon>
  )
}

export function RefreshIcon(props: IconProps) {
  return (
    <SvgIcon name="Refresh" {...props}>
      <path d="M21 12a9 9 0 11-3-6.7L21 8M21 3v5h-5" />
    </SvgIcon>
  )
}

export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon name="Info" {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 16v-4M12 8h.01" />
    </SvgIcon>
  )
}
