import { useAccount, useNetwork, useProvider } from '@portico/react'

/** The connected EVM wallet's connector, address and network, or undefined when none is connected. */
export function useConnectedWallet() {
  const { address, isConnected } = useAccount({ namespace: 'eip155' })
  const { caipNetwork } = useNetwork({ namespace: 'eip155' })
  // useProvider names the connector of the namespace's connection.
  const { walletProviderType: connectorId } = useProvider('eip155')
  if (!isConnected || !address || !caipNetwork || !connectorId) return undefined
  return { connectorId, address, caipNetwork }
}
