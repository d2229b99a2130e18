/** Every catalogue Portico ships: RainbowKit's 19 languages, then Italian, Dutch, Polish, Hebrew and Persian. */
export const LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const

export type Locale = (typeof LOCALES)[number]
