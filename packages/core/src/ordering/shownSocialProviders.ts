import { SOCIAL_PROVIDERS, type SocialLogin, type SocialProvider } from '../constants'
import { filterSocialsForTelegram } from './filterSocialsForTelegram'

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/**
 * The Connect view's social buttons: the project's socials (SPEC §5: enabled only by its configuration) that
 * the popup serves, in the configuration's order, less those SPEC §5 hides in a Telegram mini app on this
 * platform. Farcaster is a login of its own (ConnectingFarcaster), not a popup button.
 */
export function shownSocialProviders(
  socials: readonly SocialLogin[] | false,
  telegramPlatform?: string,
): SocialProvider[] {
  if (!socials) return []
  return filterSocialsForTelegram([...new Set(socials.filter(isSocialProvider))], telegramPlatform)
}
