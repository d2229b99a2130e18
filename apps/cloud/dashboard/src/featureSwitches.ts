import type { RemoteFeatures } from './adminApi'

/** The SPEC §1/§9 remote features the dashboard switches, in the order it lists them. */
export const FEATURE_SWITCHES: readonly { key: keyof RemoteFeatures; label: string }[] = [
  { key: 'email', label: 'Email login' },
  { key: 'socials', label: 'Social logins' },
  { key: 'swaps', label: 'Swaps' },
  { key: 'onramp', label: 'On-ramp' },
  { key: 'activity', label: 'Activity' },
  { key: 'multiWallet', label: 'Multi-wallet' },
  { key: 'branding', label: 'Branding' },
]

/** A provider list is on unless it is false; a switch is its own value. */
export const isFeatureOn = (value: RemoteFeatures[keyof RemoteFeatures]): boolean => value !== false

/**
 * The change that turns a feature on or off: off is false; on is true for a switch, and for a
 * provider list null, which puts back its default providers (the admin API's PATCH features).
 */
export function featureChange(key: keyof RemoteFeatures, current: RemoteFeatures, on: boolean) {
  if (!on) return { [key]: false }
  return { [key]: typeof current[key] === 'boolean' ? true : null }
}
