import type { CaipNetwork } from '@portico/core'
import { toWalletStandardChain } from '../toWalletStandardChain'
import type { SolanaWallet } from './SolanaWallet'

/**
 * The chain id to hand a wallet for a network: the cluster name (solana:devnet…) or, for a wallet
 * that names chains by CAIP-2 id (solana:<genesis prefix>), that one; the cluster name when it lists neither.
 */
export function walletChainFor(
  wallet: Pick<SolanaWallet, 'supportsChain'>,
  caipNetwork: CaipNetwork,
): string {
  const named = toWalletStandardChain(caipNetwork)
  if (wallet.supportsChain(named)) return named
  return wallet.supportsChain(caipNetwork.caipNetworkId) ? caipNetwork.caipNetworkId : named
}
