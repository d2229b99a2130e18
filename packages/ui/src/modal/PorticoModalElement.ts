import type { PorticoClient } from '@portico/core'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Messages } from '../locales/en'
import { primitivesCss } from '../primitives/primitivesCss'
import { adoptStyles } from '../theme/adoptStyles'
import { baseCss } from '../theme/baseCss'
import { ModalApp } from './ModalApp'
import { modalCss } from './modalCss'
import { readPageThemeVariables } from './readPageThemeVariables'

export const MODAL_ELEMENT_NAME = 'portico-modal'

/**
 * `<portico-modal>`: React renders into its shadow root with the CSS inside it, so host CSS cannot
 * break the modal and the modal's CSS cannot leak out (ARCHITECTURE.md "The modal in the page").
 */
export class PorticoModalElement extends HTMLElement {
  #root: Root | undefined

  render(client: PorticoClient, messages: Messages, { inline }: { inline: boolean }): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    if (!this.#root) {
      adoptStyles(shadow, [baseCss, primitivesCss, modalCss].join('\n'))
      const container = document.createElement('div')
      container.className = 'pc-mount'
      shadow.append(container)
      this.#root = createRoot(container)
    }
    if (inline) this.style.display = 'block'
    this.#root.render(
      createElement(ModalApp, { client, messages, inline, pageThemeVariables: readPageThemeVariables(this) }),
    )
  }

  disconnectedCallback(): void {
    this.#root?.unmount()
    this.#root = undefined
    this.shadowRoot?.replaceChildren()
  }
}

export function defineModalElement(): void {
  if (!customElements.get(MODAL_ELEMENT_NAME)) customElements.define(MODAL_ELEMENT_NAME, PorticoModalElement)
}
