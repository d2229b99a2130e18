import {
  DEFAULT_REMOTE_FEATURES,
  ONRAMP_PROVIDERS,
  type RemoteFeatures,
  SOCIAL_LOGINS,
  SWAP_AGGREGATORS,
} from '@portico/core'
import { HttpError } from '../errors'
import { invalidFeatureMessage } from './adminErrors'

/** A remote feature's new value, or null for SPEC §9's default. Lists are provider names; `false` or `[]` is off. */
export type FeatureChanges = {
  swaps?: readonly string[] | false | null
  onramp?: readonly string[] | false | null
  email?: boolean | null
  socials?: readonly string[] | false | null
  activity?: boolean | null
  branding?: boolean | null
  multiWallet?: boolean | null
}

const LISTS = { swaps: SWAP_AGGREGATORS, onramp: ONRAMP_PROVIDERS, socials: SOCIAL_LOGINS } as const

function listValue<T extends string>(
  feature: string,
  value: readonly string[] | false,
  known: readonly T[],
): readonly T[] | false {
  if (value === false || value.length === 0) return false
  const unknown = value.filter((item) => !(known as readonly string[]).includes(item))
  if (unknown.length > 0) {
    throw new HttpError(
      400,
      invalidFeatureMessage(feature, `unknown ${unknown.join(', ')}; known: ${known.join(', ')}`),
    )
  }
  return [...new Set(value)] as T[]
}

/** SPEC §1/§9: the features after the changes; a null change is the default again. 400 names a value it does not know. */
export function applyFeatureChanges(current: RemoteFeatures, changes: FeatureChanges): RemoteFeatures {
  const next: RemoteFeatures = { ...current }
  for (const key of ['swaps', 'onramp', 'socials'] as const) {
    const value = changes[key]
    if (value === undefined) continue
    const list = value === null ? DEFAULT_REMOTE_FEATURES[key] : listValue(key, value, LISTS[key])
    Object.assign(next, { [key]: list })
  }
  for (const key of ['email', 'activity', 'branding', 'multiWallet'] as const) {
    const value = changes[key]
    if (value !== undefined) next[key] = value ?? DEFAULT_REMOTE_FEATURES[key]
  }
  return next
}
