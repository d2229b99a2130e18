import type { PorticoClient } from '@portico/core'
import { chooseLocale } from '../locales/chooseLocale'
import { resolveLocale } from '../locales/resolveLocale'
import type { Locale } from '../locales/supportedLocales'
import { preloadModal } from '../preloadModal'
import { adoptStyles } from '../theme/adoptStyles'
import { avatarElement } from './avatarElement'
import { buttonCss } from './buttonCss'
import { type ButtonKind, buttonLabel } from './buttonLabels'
import { watchMountedUi } from './clientRegistry'

export const BUTTON_ELEMENTS = {
  'portico-button': 'connect',
  'portico-account-button': 'account',
  'portico-network-button': 'network',
} as const satisfies Record<string, ButtonKind>

/** An element button: its client is `element.client`, else the one `createPorticoUi` mounted last. */
export type PorticoButtonElement = HTMLElement & { client: PorticoClient | undefined }

/**
 * ARCHITECTURE.md "The modal in the page": `<portico-button>`, `<portico-account-button>` and
 * `<portico-network-button>` for hosts without React. Plain DOM in a shadow root; hovering or
 * focusing one preloads the modal, clicking opens it. Classes are made here, not at module load,
 * so the entry still imports in Node (SSR).
 */
export function definePorticoButtons(): void {
  if (typeof customElements === 'undefined') return
  for (const [name, kind] of Object.entries(BUTTON_ELEMENTS)) {
    if (!customElements.get(name)) customElements.define(name, createButtonElement(kind))
  }
}

function createButtonElement(kind: ButtonKind) {
  return class extends HTMLElement implements PorticoButtonElement {
    #explicit: PorticoClient | undefined
    #mounted: { client: PorticoClient; locale: Locale } | undefined
    #stopWatching: (() => void) | undefined
    #unsubscribe: (() => void) | undefined
    #button: HTMLButtonElement

    constructor() {
      super()
      const shadow = this.attachShadow({ mode: 'open' })
      adoptStyles(shadow, buttonCss)
      this.#button = document.createElement('button')
      this.#button.type = 'button'
      this.#button.dataset.kind = kind
      this.#button.setAttribute('part', 'button')
      shadow.append(this.#button)
      // ARCHITECTURE.md "Loading": the shell loads on hover or focus so the click opens at once.
      const preload = () => void preloadModal()
      this.#button.addEventListener('pointerenter', preload)
      this.#button.addEventListener('focus', preload)
      this.#button.addEventListener('click', () => this.#open())
    }

    get client(): PorticoClient | undefined {
      return this.#explicit ?? this.#mounted?.client
    }

    set client(client: PorticoClient | undefined) {
      this.#explicit = client
      if (this.isConnected) this.#subscribe()
    }

    connectedCallback(): void {
      this.#stopWatching ??= watchMountedUi((ui) => {
        this.#mounted = ui
        this.#subscribe()
      })
      this.#subscribe()
    }

    disconnectedCallback(): void {
      this.#stopWatching?.()
      this.#stopWatching = undefined
      this.#unsubscribe?.()
      this.#unsubscribe = undefined
    }

    #subscribe(): void {
      this.#unsubscribe?.()
      const client = this.client
      this.#unsubscribe = client?.stores.chains.subscribe(() => this.#render())
      this.#render()
    }

    #locale(): Locale {
      // The element's own attribute wins, then the mounted UI's locale, then the browser's languages.
      const requested = this.getAttribute('locale')
      if (requested) return resolveLocale(requested)
      return this.#mounted?.locale ?? chooseLocale(undefined)
    }

    #render(): void {
      const client = this.client
      const label = buttonLabel(kind, client, this.#locale())
      this.hidden = !label
      this.#button.disabled = !client
      if (!label) return
      const text = document.createElement('span')
      text.textContent = label.text
      const parts: Node[] = label.avatar ? [avatarElement(label.avatar), text] : [text]
      if (label.detail) {
        const detail = document.createElement('span')
        detail.className = 'detail'
        detail.textContent = label.detail
        parts.push(detail)
      }
      this.#button.replaceChildren(...parts)
      if (label.name) this.#button.setAttribute('aria-label', label.name)
      else this.#button.removeAttribute('aria-label')
    }

    #open(): void {
      const client = this.client
      if (!client) return
      if (kind === 'network') client.open({ view: 'Networks' })
      else client.open()
    }
  }
}
