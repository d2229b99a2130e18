import { LOCALES, type Locale } from './supportedLocales'

/** The catalogue for one BCP 47 tag: `pt-BR` → pt, `iw` → he, Traditional Chinese by region; none if unknown. */
function matchLocale(tag: string): Locale | undefined {
  let locale: Intl.Locale
  try {
    // Some environments write `en_US`; maximize() adds the likely script and region (zh-TW → zh-Hant-TW).
    locale = new Intl.Locale(tag.replaceAll('_', '-')).maximize()
  } catch {
    return undefined
  }
  if (locale.language === 'zh') {
    if (locale.script !== 'Hant') return 'zh-CN'
    return locale.region === 'HK' || locale.region === 'MO' ? 'zh-HK' : 'zh-TW'
  }
  return LOCALES.find((supported) => supported === locale.language)
}

/** The closest catalogue to the first tag Portico has one for, in order of preference; English when none. */
export function resolveLocale(requested: string | readonly string[] | undefined): Locale {
  const tags = typeof requested === 'string' ? [requested] : (requested ?? [])
  for (const tag of tags) {
    const match = matchLocale(tag)
    if (match) return match
  }
  return 'en'
}
