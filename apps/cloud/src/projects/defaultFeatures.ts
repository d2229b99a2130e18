/** One remote feature as GET /appkit/v1/config returns it (SPEC §7: id, isEnabled, config). */
export type ProjectFeature = {
  id: string
  isEnabled: boolean
  config: string[] | null
}

/**
 * SPEC §9 default remote features: swaps via one aggregator; onramp meld and coinbase; email on;
 * socials google, x, discord, farcaster, github, apple, facebook; activity on; branding on;
 * multiWallet off. Ids follow the wire format clients of this API already read.
 */
export const DEFAULT_REMOTE_FEATURES: readonly ProjectFeature[] = [
  { id: 'swap', isEnabled: true, config: ['1inch'] },
  { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
  {
    id: 'social_login',
    isEnabled: true,
    config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  },
  { id: 'activity', isEnabled: true, config: null },
  { id: 'reown_branding', isEnabled: true, config: null },
  { id: 'multi_wallet', isEnabled: false, config: null },
]
