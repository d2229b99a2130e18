import type { Messages } from './en'
import type { Locale } from './supportedLocales'

// One chunk per locale (RainbowKit's weak spot was locales that were not split): only the chosen one loads.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ar: () => import('./ar'),
  de: () => import('./de'),
  en: () => import('./en'),
  es: () => import('./es'),
  fa: () => import('./fa'),
  fr: () => import('./fr'),
  he: () => import('./he'),
  hi: () => import('./hi'),
  id: () => import('./id'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  ms: () => import('./ms'),
  nl: () => import('./nl'),
  pl: () => import('./pl'),
  pt: () => import('./pt'),
  ru: () => import('./ru'),
  th: () => import('./th'),
  tr: () => import('./tr'),
  uk: () => import('./uk'),
  vi: () => import('./vi'),
  'zh-CN': () => import('./zh-CN'),
  'zh-HK': () => import('./zh-HK'),
  'zh-TW': () => import('./zh-TW'),
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages
}
