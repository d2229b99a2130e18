import {
  DEFAULT_LOCAL_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  ONRAMP_PROVIDERS,
  type OnrampProvider,
  SOCIAL_LOGINS,
  type SocialLogin,
  SWAP_AGGREGATORS,
  type SwapAggregator,
} from '../constants'

/** Features the project configuration decides when it is fetched (SPEC §1, §9). */
export type RemoteFeatures = {
  swaps: readonly SwapAggregator[] | false
  onramp: readonly OnrampProvider[] | false
  email: boolean
  socials: readonly SocialLogin[] | false
  activity: boolean
  branding: boolean
  multiWallet: boolean
}

/** Features only code sets (SPEC §9's default local features). */
export type LocalFeatures = { -readonly [K in keyof typeof DEFAULT_LOCAL_FEATURES]: boolean }

export type PorticoFeatures = RemoteFeatures & LocalFeatures

export type FeatureOptions = Partial<PorticoFeatures>

export const REMOTE_FEATURE_KEYS = Object.keys(DEFAULT_REMOTE_FEATURES) as (keyof RemoteFeatures)[]
const LOCAL_FEATURE_KEYS = Object.keys(DEFAULT_LOCAL_FEATURES) as (keyof LocalFeatures)[]

/** The project configuration's shape on the wire (SPEC §7: features of id, isEnabled, config). */
export type RemoteFeatureEntry = { id: string; isEnabled: boolean; config?: unknown }

/** The wire ids of GET /appkit/v1/config, as AppKit's clients already read them; email rides in social_login. */
export const REMOTE_FEATURE_IDS = {
  swaps: 'swap',
  onramp: 'onramp',
  socials: 'social_login',
  activity: 'activity',
  branding: 'reown_branding',
  multiWallet: 'multi_wallet',
} as const

const knownValues = (config: unknown, known: readonly string[]) =>
  Array.isArray(config) ? config.filter((value): value is string => known.includes(value)) : [...known]

/** Reads the configuration's entries over SPEC §9's defaults; unknown ids and unknown list values are ignored. */
export function parseRemoteFeatures(entries: readonly RemoteFeatureEntry[]): RemoteFeatures {
  const features: RemoteFeatures = { ...DEFAULT_REMOTE_FEATURES }
  const list = <T extends string>(entry: RemoteFeatureEntry, known: readonly T[]) => {
    const values = knownValues(entry.config, known) as T[]
    return entry.isEnabled && values.length > 0 ? values : false
  }
  for (const entry of entries) {
    if (typeof entry.isEnabled !== 'boolean') continue
    switch (entry.id) {
      case REMOTE_FEATURE_IDS.swaps:
        features.swaps = list(entry, SWAP_AGGREGATORS)
        break
      case REMOTE_FEATURE_IDS.onramp:
        features.onramp = list(entry, ONRAMP_PROVIDERS)
        break
      case REMOTE_FEATURE_IDS.socials:
        features.email = entry.isEnabled && Array.isArray(entry.config) && entry.config.includes('email')
        features.socials = list(entry, SOCIAL_LOGINS)
        break
      case REMOTE_FEATURE_IDS.activity:
        features.activity = entry.isEnabled
        break
      case REMOTE_FEATURE_IDS.branding:
        features.branding = entry.isEnabled
        break
      case REMOTE_FEATURE_IDS.multiWallet:
        features.multiWallet = entry.isEnabled
        break
    }
  }
  return features
}

/** The wire entries for a set of remote features: what Portico Cloud serves (one format, both sides). */
export function toRemoteFeatureEntries(features: RemoteFeatures): RemoteFeatureEntry[] {
  const listEntry = (id: string, values: readonly string[] | false) => ({
    id,
    isEnabled: values !== false,
    config: values === false ? null : [...values],
  })
  const socials = [
    ...(features.email ? ['email'] : []),
    ...(features.socials === false ? [] : features.socials),
  ]
  return [
    listEntry(REMOTE_FEATURE_IDS.swaps, features.swaps),
    listEntry(REMOTE_FEATURE_IDS.onramp, features.onramp),
    {
      id: REMOTE_FEATURE_IDS.socials,
      isEnabled: socials.length > 0,
      config: socials.length > 0 ? socials : null,
    },
    { id: REMOTE_FEATURE_IDS.activity, isEnabled: features.activity, config: null },
    { id: REMOTE_FEATURE_IDS.branding, isEnabled: features.branding, config: null },
    { id: REMOTE_FEATURE_IDS.multiWallet, isEnabled: features.multiWallet, config: null },
  ]
}

export type ResolvedFeatures = { features: PorticoFeatures; localSettingsIgnored: boolean }

/**
 * SPEC §1: basic mode turns everything off; a fetched configuration overrides what code set (and says
 * so); without one the defaults apply, and email and socials stay off because only the configuration
 * may turn them on (SPEC §5).
 */
export function resolveFeatures({
  local = {},
  remote,
  basic = false,
}: {
  local?: FeatureOptions
  remote?: RemoteFeatures
  basic?: boolean
}): ResolvedFeatures {
  if (basic) {
    const off = Object.fromEntries([...REMOTE_FEATURE_KEYS, ...LOCAL_FEATURE_KEYS].map((key) => [key, false]))
    return { features: off as PorticoFeatures, localSettingsIgnored: false }
  }
  const localPart = Object.fromEntries(
    LOCAL_FEATURE_KEYS.map((key) => [key, local[key] ?? DEFAULT_LOCAL_FEATURES[key]]),
  ) as LocalFeatures
  if (remote) {
    const localSettingsIgnored = REMOTE_FEATURE_KEYS.some((key) => local[key] !== undefined)
    return { features: { ...remote, ...localPart }, localSettingsIgnored }
  }
  const remotePart = Object.fromEntries(
    REMOTE_FEATURE_KEYS.map((key) => [key, local[key] ?? DEFAULT_REMOTE_FEATURES[key]]),
  ) as RemoteFeatures
  return {
    features: { ...remotePart, email: false, socials: false, ...localPart },
    localSettingsIgnored: false,
  }
}
