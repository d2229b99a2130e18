import type { PorticoClient } from '@portico/core'
import type { Messages } from '../locales/en'
import { warmEmbeddedWallet } from '../warmEmbeddedWallet'
import { defineModalElement, MODAL_ELEMENT_NAME, type PorticoModalElement } from './PorticoModalElement'

export { preloadOpeningViews } from './Router/viewComponents'

export type MountModalOptions = {
  messages: Messages
  /** Embedded mode: the modal renders inline inside this element instead of over the page. */
  container?: HTMLElement | undefined
}

/**
 * The shell chunk's entry. SPEC §1: the modal is appended at the end of the body, unless append is
 * disabled (the host placed `<portico-modal>` itself) or embedded mode is on (inside the container).
 */
export function mountModal(
  client: PorticoClient,
  { messages, container }: MountModalOptions,
): PorticoModalElement | undefined {
  defineModalElement()
  const inline = Boolean(container && client.options.enableEmbedded)
  let element: PorticoModalElement | null
  if (inline && container) {
    element = document.createElement(MODAL_ELEMENT_NAME) as PorticoModalElement
    container.append(element)
  } else if (client.options.disableAppend) {
    element = document.querySelector<PorticoModalElement>(MODAL_ELEMENT_NAME)
  } else {
    element = document.createElement(MODAL_ELEMENT_NAME) as PorticoModalElement
    document.body.append(element)
  }
  element?.render(client, messages, { inline })
  // With the shell, not in the host's first chunk: by default this runs while the page is idle.
  warmEmbeddedWallet(client)
  return element ?? undefined
}
