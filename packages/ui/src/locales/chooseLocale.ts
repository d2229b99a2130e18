import { resolveLocale } from './resolveLocale'
import type { Locale } from './supportedLocales'

/** The visitor's languages, most preferred first; none without a navigator (server rendering). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages?.length) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

/** The host's locale when it sets one, else the browser's languages in order, else English. */
export function chooseLocale(hostLocale: string | undefined): Locale {
  return resolveLocale(hostLocale ?? browserLanguages())
}
