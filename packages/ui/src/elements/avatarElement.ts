import { avatarBackground } from '../primitives/Avatar/avatarColors'
import type { AccountAvatar } from './accountLabel'

/** The account's picture for an element button, as the modal and @portico/react draw it. Decorative: the button names the account. */
export function avatarElement({ address, image }: AccountAvatar): HTMLElement {
  if (image) {
    const picture = document.createElement('img')
    picture.src = image
    picture.alt = ''
    picture.className = 'avatar'
    return picture
  }
  const drawn = document.createElement('span')
  drawn.className = 'avatar'
  drawn.style.background = avatarBackground(address)
  drawn.setAttribute('aria-hidden', 'true')
  return drawn
}
