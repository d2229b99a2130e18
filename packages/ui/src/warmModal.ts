import { loadMessages } from './locales/loadMessages'
import type { Locale } from './locales/supportedLocales'
import { preloadModal } from './preloadModal'

/** Fetches everything a first open needs (shell, messages, opening views); a failure waits for the open. */
export function warmModal(locale: Locale): void {
  void Promise.all([preloadModal().then((shell) => shell.preloadOpeningViews()), loadMessages(locale)]).catch(
    () => undefined,
  )
}
