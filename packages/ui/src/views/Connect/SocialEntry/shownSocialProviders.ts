import {
  filterSocialsForTelegram,
  SOCIAL_PROVIDERS,
  type SocialLogin,
  type SocialProvider,
} from '@portico/core'

/**
 * The buttons to show: the project's socials (SPEC §5: enabled only by its configuration) that the popup
 * serves, in the configuration's order, less those SPEC §5 hides in a Telegram mini app on this platform.
 * Farcaster is a login of its own (ConnectingFarcaster), not a popup button.
 */
export function shownSocialProviders(
  socials: readonly SocialLogin[] | false,
  telegramPlatform?: string,
): SocialProvider[] {
  if (!socials) return []
  const served = socials.filter((social): social is SocialProvider =>
    (SOCIAL_PROVIDERS as readonly string[]).includes(social),
  )
  return filterSocialsForTelegram([...new Set(served)], telegramPlatform)
}

/** The Telegram mini app's platform ('ios', 'android', 'macos', ...) when the page is one. */
export function telegramPlatform(): string | undefined {
  const page = globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }
  const platform = page.Telegram?.WebApp?.platform
  return typeof platform === 'string' ? platform : undefined
}
