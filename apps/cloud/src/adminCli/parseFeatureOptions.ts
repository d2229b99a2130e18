import type { FeatureChanges } from '../admin/featureChanges'

const ON = ['on', 'true', 'yes']
const OFF = ['off', 'false', 'no']
const LIST_FEATURES = ['swaps', 'onramp', 'socials'] as const
const SWITCH_FEATURES = ['email', 'activity', 'branding', 'multiWallet'] as const

/** The CLI flag of each remote feature (SPEC §1/§9). */
export const FEATURE_FLAGS = {
  email: 'email',
  socials: 'socials',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  branding: 'branding',
  multiWallet: 'multi-wallet',
} as const satisfies Record<keyof FeatureChanges, string>

/**
 * `features set` values: `on`/`off` for a switch, a comma list (or `off`) for a provider list, and
 * `default` for SPEC §9's default again.
 */
export function parseFeatureOptions(values: Readonly<Record<string, unknown>>): FeatureChanges {
  const flagValue = (flag: string) => {
    const raw = values[flag]
    return typeof raw === 'string' ? raw.trim().toLowerCase() : undefined
  }
  const changes: FeatureChanges = {}
  for (const key of SWITCH_FEATURES) {
    const raw = flagValue(FEATURE_FLAGS[key])
    if (raw === undefined) continue
    if (raw === 'default') changes[key] = null
    else if (ON.includes(raw)) changes[key] = true
    else if (OFF.includes(raw)) changes[key] = false
    else throw new Error(`--${FEATURE_FLAGS[key]} takes on, off or default, got "${raw}"`)
  }
  for (const key of LIST_FEATURES) {
    const raw = flagValue(FEATURE_FLAGS[key])
    if (raw === undefined) continue
    if (raw === 'default') changes[key] = null
    else if (OFF.includes(raw) || raw === 'none') changes[key] = false
    else
      changes[key] = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
  }
  return changes
}
