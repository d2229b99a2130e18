import { useAccount, useNetwork, useProvider } from '@portico/react'

/** The namespace's connected wallet: its connector, address and network, or undefined when none is connected. */
export function useConnectedWallet(namespace: 'eip155' | 'solana') {
  const { address, isConnected } = useAccount({ namespace })
  const { caipNetwork } = useNetwork({ namespace })
  // useProvider names the connector of the namespace's connection.
  const { walletProviderType: connectorId } = useProvider(namespace)
  if (!isConnected || !address || !caipNetwork || !connectorId) return undefined
  return { connectorId, address, caipNetwork }
}
