import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR, ACTION_NOT_ALLOWED } from '../../errors/messages'
import { PorticoError } from '../../errors/PorticoError'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { applyAccounts } from './applyAccounts'
import { withAccountFirst } from './withAccountFirst'

export type SelectAccountParameters = {
  /** One of the connected wallet's accounts. */
  address: string
  /** The active namespace when absent. */
  namespace?: ChainNamespace
}

/**
 * Makes one of the connected wallet's accounts the active one, for wallets that select none themselves
 * (ChainAdapter's `selectAccount` capability). Elsewhere the wallet decides, so it is SPEC §8's 'Action
 * not allowed'; an address the wallet did not give is 'Account not found for connector'.
 */
export function selectAccount(
  context: PorticoContext,
  { address, namespace }: SelectAccountParameters,
): void {
  const state = context.stores.chains.getState()
  const target = namespace ?? state.activeNamespace
  if (!target || !context.adapters[target]?.capabilities.selectAccount)
    throw new PorticoError(ACTION_NOT_ALLOWED, { details: `selectAccount on ${target ?? 'no namespace'}` })
  const { connectorId, connections } = state.namespaces[target]
  const connection = connections.find((candidate) => candidate.connectorId === connectorId)
  const [primary, ...rest] = withAccountFirst(connection?.accounts ?? [], address)
  if (!connectorId || primary?.address !== address)
    throw new PorticoError(ACCOUNT_NOT_FOUND_FOR_CONNECTOR, { details: address })
  applyAccounts(context, target, connectorId, [primary, ...rest])
}
