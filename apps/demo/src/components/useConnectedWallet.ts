import type { ChainNamespace } from '@portico/core'
import { useAccount, useNetwork, useProvider } from '@portico/react'

/**
 * The namespace's connected wallet: its connector, address, every account (Bitcoin's payment and
 * ordinal) and network, or undefined when none is connected.
 */
export function useConnectedWallet(namespace: ChainNamespace) {
  const { address, isConnected, allAccounts } = useAccount({ namespace })
  const { caipNetwork } = useNetwork({ namespace })
  // useProvider names the connector of the namespace's connection.
  const { walletProviderType: connectorId } = useProvider(namespace)
  if (!isConnected || !address || !caipNetwork || !connectorId) return undefined
  const accounts = allAccounts.filter((account) => account.connectorId === connectorId)
  return { connectorId, address, accounts, caipNetwork }
}
