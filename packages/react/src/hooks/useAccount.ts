import type { ChainNamespace, ConnectionAccount, EmbeddedWalletInfo } from '@portico/core'
import { usePorticoClient } from '../usePorticoClient'
import { useStoreSelector } from '../useStoreSelector'

export type UseAccountParameters = { namespace?: ChainNamespace }

export type UseAccountReturnType = {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
  /** The native balance in whole units (SPEC §3), undefined until read or when it could not be. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /** Every account of every wallet connected on the namespace (multi-wallet, Bitcoin's two types). */
  allAccounts: (ConnectionAccount & { connectorId: string })[]
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** The account on a namespace, the active one by default. */
export function useAccount({ namespace }: UseAccountParameters = {}): UseAccountReturnType {
  const client = usePorticoClient()
  const state = useStoreSelector(client.stores.chains, (chains) => {
    const target = namespace ?? chains.activeNamespace
    return target ? chains.namespaces[target] : undefined
  })
  const account = state?.account
  const user = account?.user
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    allAccounts: (state?.connections ?? []).flatMap((connection) =>
      connection.accounts.map((item) => ({ ...item, connectorId: connection.connectorId })),
    ),
    embeddedWalletInfo: user
      ? {
          user,
          authProvider: account?.socialProvider ?? 'email',
          accountType: account?.preferredAccountType ?? 'eoa',
          isSmartAccountDeployed: account?.smartAccountDeployed ?? false,
        }
      : undefined,
  }
}
