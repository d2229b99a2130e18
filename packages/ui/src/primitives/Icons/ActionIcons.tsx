import { type IconProps, SvgIcon } from './Icons'

type ActionIconProps = Pick<IconProps, 'size'>

// Icons of the wallet's actions, kept apart from Icons.tsx: that module rides in the modal shell, and
// these are drawn only by lazily loaded views (ARCHITECTURE.md "Loading"). They share its SvgIcon.
export const CopyIcon = (props: ActionIconProps) => (
  <SvgIcon name="Copy" {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 012-2h8" />
  </SvgIcon>
)

export const ExternalLinkIcon = (props: ActionIconProps) => (
  <SvgIcon name="ExternalLink" {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
  </SvgIcon>
)

export const SendIcon = (props: ActionIconProps) => (
  <SvgIcon name="Send" {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </SvgIcon>
)

export const ReceiveIcon = (props: ActionIconProps) => (
  <SvgIcon name="Receive" {...props}>
    <path d="M12 5v14M5 12l7 7 7-7" />
  </SvgIcon>
)

export const SwapIcon = (props: ActionIconProps) => (
  <SvgIcon name="Swap" {...props}>
    <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
  </SvgIcon>
)

/** WalletConnect's own mark (the two arcs), in its brand blue. */
export const WalletConnectLogo = ({ size = 40 }: ActionIconProps) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 40 40"
    aria-hidden="true"
    focusable="false"
    data-icon="WalletConnect"
  >
    <rect width="40" height="40" rx="10" fill="#3396FF" />
    <path
      fill="#fff"
      d="M12.6 15.3c4.1-4 10.7-4 14.8 0l.5.5a.5.5 0 010 .7l-1.7 1.6a.3.3 0 01-.4 0l-.7-.6a7.3 7.3 0 00-10.2 0l-.7.7a.3.3 0 01-.4 0L12 16.6a.5.5 0 010-.7l.6-.6zm18.3 3.4l1.5 1.5a.5.5 0 010 .7l-6.8 6.6a.5.5 0 01-.7 0l-4.8-4.7a.1.1 0 00-.2 0l-4.8 4.7a.5.5 0 01-.7 0l-6.8-6.6a.5.5 0 010-.7l1.5-1.5a.5.5 0 01.7 0l4.8 4.7c.1.1.2.1.2 0l4.8-4.7a.5.5 0 01.7 0l4.8 4.7c.1.1.2.1.2 0l4.8-4.7a.5.5 0 01.8 0z"
    />
  </svg>
)
