import { avatarCss } from './Avatar/Avatar.css'
import { buttonCss } from './Button/Button.css'
import { iconButtonCss } from './IconButton/IconButton.css'
import { iconsCss } from './Icons/Icons.css'
import { imageCss } from './Image/Image.css'
import { inputCss } from './Input/Input.css'
import { listItemCss } from './ListItem/ListItem.css'
import { shimmerCss } from './Shimmer/Shimmer.css'
import { spinnerCss } from './Spinner/Spinner.css'
import { tabsCss } from './Tabs/Tabs.css'
import { textCss } from './Text/Text.css'
import { tooltipCss } from './Tooltip/Tooltip.css'

/** Every primitive's rules, for a shadow root (or a host page that uses the primitives alone). */
export const primitivesCss = [
  textCss,
  buttonCss,
  iconButtonCss,
  iconsCss,
  imageCss,
  avatarCss,
  listItemCss,
  inputCss,
  tabsCss,
  spinnerCss,
  shimmerCss,
  tooltipCss,
].join('\n')
