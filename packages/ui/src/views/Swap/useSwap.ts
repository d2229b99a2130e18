import type { SwapToken } from '@portico/core'
import { swapStoreOf, swapTokensWithBalances } from '@portico/core/swap'
import { useMemo } from 'react'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** The swap form as core's swap store holds it, with the tokens' balances from the active account. */
export function useSwap() {
  const { client } = usePortico()
  const store = swapStoreOf(client)
  const swap = useClientStore(store, (state) => state)
  const chains = useClientStore(client.stores.chains, (state) =>
    state.activeNamespace ? state.namespaces[state.activeNamespace] : undefined,
  )
  const account = chains?.account
  const tokens = useMemo<SwapToken[]>(
    () => (account ? swapTokensWithBalances(account, swap.tokens) : []),
    [account, swap.tokens],
  )
  const balanceOf = (token: { address: string } | undefined) =>
    tokens.find((candidate) => candidate.address === token?.address)
  return { store, swap, tokens, account, network: chains?.network, balanceOf }
}
