// @portico/ui/primitives: the building blocks of the modal, for hosts that compose their own views.
export { Avatar } from './primitives/Avatar/Avatar'
export { avatarBackground, avatarColors } from './primitives/Avatar/avatarColors'
export { Button, type ButtonProps } from './primitives/Button/Button'
export { IconButton, type IconButtonProps } from './primitives/IconButton/IconButton'
export {
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  type IconProps,
  InfoIcon,
  NetworkIcon,
  RefreshIcon,
  WalletIcon,
  WarningIcon,
} from './primitives/Icons/Icons'
export { Image, type ImageProps } from './primitives/Image/Image'
export { Input, type InputProps } from './primitives/Input/Input'
export { ListItem, type ListItemProps } from './primitives/ListItem/ListItem'
export { primitivesCss } from './primitives/primitivesCss'
export { Shimmer } from './primitives/Shimmer/Shimmer'
export { Spinner } from './primitives/Spinner/Spinner'
export { type Tab, Tabs, type TabsProps } from './primitives/Tabs/Tabs'
export { Text, type TextProps } from './primitives/Text/Text'
export { Tooltip } from './primitives/Tooltip/Tooltip'
export { adoptStyles } from './theme/adoptStyles'
export { baseCss } from './theme/baseCss'
export { buildThemeTokens, type ThemeTokens } from './theme/buildThemeTokens'
export { contrastRatio } from './theme/contrastRatio'
