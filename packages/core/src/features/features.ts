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

const listFeatures = { swaps: SWAP_AGGREGATORS, onramp: ONRAMP_PROVIDERS, socials: SOCIAL_LOGINS } as const

/** Reads the configuration's entries; unknown ids and unknown list values are ignored. */
export function parseRemoteFeatures(entries: readonly RemoteFeatureEntry[]): RemoteFeatures {
  const features: RemoteFeatures = { ...DEFAULT_REMOTE_FEATURES }
  for (const entry of entries) {
    const key = entry.id as keyof RemoteFeatures
    if (!REMOTE_FEATURE_KEYS.includes(key) || typeof entry.isEnabled !== 'boolean') continue
    if (key === 'swaps' || key === 'onramp' || key === 'socials') {
      const known: readonly string[] = listFeatures[key]
      const values = Array.isArray(entry.config)
        ? entry.config.filter((value) => known.includes(value))
        : [...known]
      Object.assign(features, { [key]: entry.isEnabled && values.length > 0 ? values : false })
    } else {
      Object.assign(features, { [key]: entry.isEnabled })
    }
  }
  return features
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
