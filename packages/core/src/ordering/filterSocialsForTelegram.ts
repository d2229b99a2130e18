import { TELEGRAM_HIDDEN_SOCIALS, type TelegramPlatform } from '../constants'

function isTelegramPlatform(platform: string): platform is TelegramPlatform {
  return Object.hasOwn(TELEGRAM_HIDDEN_SOCIALS, platform)
}

/**
 * SPEC §5: in a Telegram mini app, iOS hides google, macOS hides x, Android hides facebook and x.
 * Any other platform (or none, outside Telegram) keeps every social.
 */
export function filterSocialsForTelegram<S extends string>(socials: readonly S[], platform?: string): S[] {
  if (platform === undefined || !isTelegramPlatform(platform)) return [...socials]
  const hidden: readonly string[] = TELEGRAM_HIDDEN_SOCIALS[platform]
  return socials.filter((social) => !hidden.includes(social))
}
