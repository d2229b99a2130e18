import {
  DEFAULT_REMOTE_FEATURES as SPEC_DEFAULT_REMOTE_FEATURES,
  toRemoteFeatureEntries,
} from '@portico/core'

/** One remote feature as GET /appkit/v1/config returns it (SPEC §7: id, isEnabled, config). */
export type ProjectFeature = {
  id: string
  isEnabled: boolean
  config: string[] | null
}

/** SPEC §9's default remote features in the wire format core reads: one encoding, from core, for both sides. */
export const DEFAULT_REMOTE_FEATURES: readonly ProjectFeature[] = toRemoteFeatureEntries(
  SPEC_DEFAULT_REMOTE_FEATURES,
) as ProjectFeature[]
