import { WALLET_FEATURE_ORDER } from '../constants'

export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/** A feature is on when true or a non-empty provider list (onramp and swaps are lists in resolved features). */
function isOn(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value === true
}

/** SPEC §9: the account view's wallet actions in the order onramp, swaps, receive, send, only those enabled. */
export function getWalletFeatureOrder(features: Partial<Record<WalletFeature, unknown>>): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => isOn(features[feature]))
}
