import type { Messages } from './en'

export const LOCALES = ['en', 'es', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]

// One chunk per locale (RainbowKit's weak spot was locales that were not split): only the chosen one loads.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('./en'),
  es: () => import('./es'),
  'zh-CN': () => import('./zh-CN'),
}

/** Picks the closest catalogue: `es-MX` → es, `zh`/`zh-Hans`/`zh-SG` → zh-CN, anything else → en. */
export function resolveLocale(requested: string | undefined): Locale {
  const tag = (requested ?? 'en').toLowerCase()
  if (tag === 'es' || tag.startsWith('es-')) return 'es'
  if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-CN'
  return 'en'
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages
}
