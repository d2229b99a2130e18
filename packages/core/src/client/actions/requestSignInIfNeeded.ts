import { ALERTS } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { PorticoContext } from '../context'
import { disconnect } from './disconnect'

/**
 * SPEC §4: after a connect (and a reload, an account change or a network switch), when sign-in is
 * configured, the network is supported and no session exists, the sign-message view opens with the
 * message ready to read. A message that cannot be made ends the connection (SPEC §8).
 */
export async function requestSignInIfNeeded(
  context: PorticoContext,
  namespace: ChainNamespace,
): Promise<boolean> {
  const { siwx } = context.options
  if (!siwx || (siwx.namespaces && !siwx.namespaces.includes(namespace))) return false
  const { chains, router, modal, signIn } = context.stores
  const { network, account } = chains.getState().namespaces[namespace]
  if (!network || network.unknown || account.status !== 'connected' || !account.address) return false
  const { address } = account
  const stillCurrent = () => {
    const now = chains.getState().namespaces[namespace]
    return now.account.address === address && now.network?.caipNetworkId === network.caipNetworkId
  }
  const sessions = await siwx.getSessions(network.caipNetworkId, address)
  if (sessions.length > 0 || !stillCurrent()) return false

  signIn.getState().set({ status: 'idle', error: undefined, message: undefined })
  router.getState().reset('SIWXSignMessage')
  modal.getState().setOpen(true)
  try {
    const message = await siwx.createMessage({ accountAddress: address, chainId: network.caipNetworkId })
    if (stillCurrent()) signIn.getState().set({ message })
  } catch {
    router.getState().reset('Connect')
    await disconnect(context, { namespace }).catch(() => undefined)
    context.stores.alerts.getState().showAlert(ALERTS.SIWX_INITIALIZE_FAILED)
  }
  return true
}
