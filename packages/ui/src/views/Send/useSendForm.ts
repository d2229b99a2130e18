import type { TokenBalance } from '@portico/core'
import { sendableTokens } from '@portico/core/send'
import { useEffect, useMemo } from 'react'
import { usePortico } from '../../state/PorticoContext'
import { useClientStore } from '../../state/useClientStore'

/** The send form as core's send store holds it (SPEC §3 send state), with the tokens the account can send. */
export function useSendForm() {
  const { client } = usePortico()
  const chains = useClientStore(client.stores.chains, (state) =>
    state.activeNamespace ? state.namespaces[state.activeNamespace] : undefined,
  )
  const namespace = useClientStore(client.stores.chains, (state) => state.activeNamespace)
  const form = useClientStore(client.stores.send, (state) => state)
  const account = chains?.account
  const network = chains?.network
  const tokens = useMemo<TokenBalance[]>(
    () => (account && network ? sendableTokens(account, network) : []),
    [account, network],
  )
  // The first token is picked until the visitor picks another; the list is kept as SPEC §3 tokenBalances.
  useEffect(() => {
    const send = client.stores.send.getState()
    send.setTokenBalances(tokens)
    const first = tokens[0]
    if (!send.token && first) send.setToken(first)
  }, [client, tokens])
  return { form, tokens, namespace, network, address: account?.address }
}
