import { type ChainNamespace, SEND_NAMESPACES, type View, type WalletFeature } from '@portico/core'

/**
 * The view each wallet feature opens (SPEC §9 order: onramp, swaps, receive, send). Only features
 * whose view exists are listed. Each view is its own lazy chunk through the router (viewLoaders.ts).
 */
export const WALLET_FEATURE_VIEWS: Partial<Record<WalletFeature, View>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
}

/**
 * SPEC §1 feature support by namespace: receiving needs only an address; sending works on SEND_NAMESPACES;
 * swaps on EVM only (and there only on a network with a market: useSwapsOffered); on-ramp on EVM and Solana.
 */
export function featureAllowedOn(feature: WalletFeature, namespace: ChainNamespace): boolean {
  if (feature === 'onramp') return namespace === 'eip155' || namespace === 'solana'
  if (feature === 'send') return (SEND_NAMESPACES as readonly ChainNamespace[]).includes(namespace)
  if (feature === 'swaps') return namespace === 'eip155'
  return feature === 'receive'
}
