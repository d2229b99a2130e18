import type { SocialLogin } from '@portico/core'

/** Brand names read the same in every language, so they live here rather than in the catalogues. */
export const SOCIAL_PROVIDER_NAMES: Record<SocialLogin, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
