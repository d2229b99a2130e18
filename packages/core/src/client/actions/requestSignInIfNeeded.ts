import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'

/**
 * SPEC §4: after a connect, when sign-in is configured, the network is supported and no session
 * exists, the sign-message view opens.
 */
export async function requestSignInIfNeeded(
  context: PorticoContext,
  namespace: ChainNamespace,
): Promise<boolean> {
  const { siwx } = context.options
  if (!siwx) return false
  const { network, account } = context.stores.chains.getState().namespaces[namespace]
  if (!network || network.unknown || !account.address) return false
  const sessions = await siwx.getSessions(network.caipNetworkId, account.address)
  if (sessions.length > 0) return false
  context.stores.router.getState().reset('SIWXSignMessage')
  context.stores.modal.getState().setOpen(true)
  return true
}
