import { useAccount, useNetwork, useProvider } from '@portico/react'

/** The connected Solana wallet's connector, address and network, or undefined when none is connected. */
export function useConnectedSolanaWallet() {
  const { address, isConnected } = useAccount({ namespace: 'solana' })
  const { caipNetwork } = useNetwork({ namespace: 'solana' })
  const { walletProviderType: connectorId } = useProvider('solana')
  if (!isConnected || !address || !caipNetwork || !connectorId) return undefined
  return { connectorId, address, caipNetwork }
}
