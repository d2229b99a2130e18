import { type ChainNamespace, SEND_NAMESPACES, type View, type WalletFeature } from '@portico/core'

/**
 * The view each wallet feature opens (SPEC §9 order: onramp, swaps, receive, send). Only features
 * whose view exists are listed; onramp and swaps join when their views do. Each view is its own lazy
 * chunk through the router (viewLoaders.ts).
 */
export const WALLET_FEATURE_VIEWS: Partial<Record<WalletFeature, View>> = {
  receive: 'Receive',
  send: 'Send',
}

/** SPEC §1 feature support by namespace: receiving needs only an address; sending works on SEND_NAMESPACES. */
export function featureAllowedOn(feature: WalletFeature, namespace: ChainNamespace): boolean {
  if (feature === 'send') return (SEND_NAMESPACES as readonly ChainNamespace[]).includes(namespace)
  return feature === 'receive'
}
