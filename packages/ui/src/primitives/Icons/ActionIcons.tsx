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

export const BuyIcon = (props: ActionIconProps) => (
  <SvgIcon name="Buy" {...props}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </SvgIcon>
)
