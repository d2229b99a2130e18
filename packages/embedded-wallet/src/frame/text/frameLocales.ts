import { en, type FrameText } from './en'
import { text as ar } from './locales/ar'
import { text as de } from './locales/de'
import { text as es } from './locales/es'
import { text as fa } from './locales/fa'
import { text as fr } from './locales/fr'
import { text as he } from './locales/he'
import { text as hi } from './locales/hi'
import { text as id } from './locales/id'
import { text as it } from './locales/it'
import { text as ja } from './locales/ja'
import { text as ko } from './locales/ko'
import { text as ms } from './locales/ms'
import { text as nl } from './locales/nl'
import { text as pl } from './locales/pl'
import { text as pt } from './locales/pt'
import { text as ru } from './locales/ru'
import { text as th } from './locales/th'
import { text as tr } from './locales/tr'
import { text as uk } from './locales/uk'
import { text as vi } from './locales/vi'
import { text as zhCN } from './locales/zh-CN'
import { text as zhHK } from './locales/zh-HK'
import { text as zhTW } from './locales/zh-TW'

/** The frame's catalogues, one per locale the modal ships (@portico/ui's LOCALES), all in the frame's one script. */
export const FRAME_LOCALES: Readonly<Record<string, FrameText>> = {
  ar,
  de,
  en,
  es,
  fa,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  ms,
  nl,
  pl,
  pt,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}

const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he'])

/** The catalogue the frame speaks for a tag: the tag itself, then its language alone, then English. */
export function chooseFrameLocale(tag: string | undefined): string {
  if (tag && FRAME_LOCALES[tag]) return tag
  const language = tag?.split('-')[0]
  if (language === 'zh') return 'zh-CN'
  return language && FRAME_LOCALES[language] ? language : 'en'
}

export function frameTextDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0] ?? locale) ? 'rtl' : 'ltr'
}

/** A message with its `{name}` placeholders filled; the values are text, never markup. */
export function fillText(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
