import type { PorticoClient, PorticoUi } from '@portico/core'
import { registerMountedUi } from './elements/clientRegistry'
import { definePorticoButtons } from './elements/definePorticoButtons'
import { chooseLocale } from './locales/chooseLocale'
import { loadMessages } from './locales/loadMessages'
import { preloadModal } from './preloadModal'
import { warmModal } from './warmModal'
import { whenIdle } from './whenIdle'

export type PorticoUiOptions = {
  /**
   * A BCP 47 tag; the closest of `LOCALES` is used, English when none is close. Unset, the browser's
   * languages (`navigator.languages`) choose, in their order.
   */
  locale?: string
  /** Embedded mode (core's `enableEmbedded`): the element the modal renders inside. */
  container?: HTMLElement
  /**
   * When the modal's code loads ahead of the first open (ARCHITECTURE.md "Loading"): `'idle'` (default)
   * fetches the shell, the locale and the opening views once the page is idle and mounts the closed
   * modal (SPEC §1's injection), so a click only paints the dialog; `'hover'` waits for a button's hover
   * or focus and mounts on the first open.
   */
  preload?: 'idle' | 'hover'
}

/**
 * What `createPortico({ ui })` mounts. It stays tiny: the shell and the locale's messages load on
 * the first open (or earlier through `preloadModal`), and each view loads when it is first shown.
 */
export function createPorticoUi({ locale, container, preload = 'idle' }: PorticoUiOptions = {}): PorticoUi {
  const chosenLocale = chooseLocale(locale)
  return {
    mount: (untypedClient) => {
      const client = untypedClient as PorticoClient
      // The element buttons of the page find this client (unless given their own `client`).
      definePorticoButtons()
      registerMountedUi({ client, locale: chosenLocale })
      let mounted: Promise<unknown> | undefined
      const mount = () => {
        // A failed load (the page went offline) is tried again by the next open, not remembered.
        mounted ??= Promise.all([preloadModal(), loadMessages(chosenLocale)])
          .then(([shell, messages]) => shell.mountModal(client, { messages, container }))
          .catch((error: unknown) => {
            mounted = undefined
            throw error
          })
        return mounted
      }
      // Embedded mode is part of the page from the start; otherwise nothing loads until the first open.
      if ((container && client.options.enableEmbedded) || client.stores.modal.getState().open)
        return void mount()
      // Idle time does the first open's work — the code, the shadow root, the parsed styles, React's
      // first render — so the click that opens it only renders the dialog.
      if (preload === 'idle')
        whenIdle(() => {
          warmModal(chosenLocale)
          void mount().catch(() => undefined)
        })
      const unsubscribe = client.stores.modal.subscribe((state) => {
        if (!state.open) return
        unsubscribe()
        void mount()
      })
    },
  }
}
