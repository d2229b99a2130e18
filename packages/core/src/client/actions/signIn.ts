import { ERROR_SIGNING_MESSAGE, NO_ACTIVE_CAIP_ADDRESS, SIWX_NOT_ENABLED } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { SiwxMessage, SiwxMessageData } from '../../types/siwx'
import type { PorticoContext } from '../context'
import type { disconnect } from './disconnect'
import type { closeModal } from './modal'
import type { switchNetwork } from './switchNetwork'

/**
 * The client's actions sign-in uses, passed in rather than imported: this module loads only when a
 * visitor signs in, and importing them would split them out of the first chunk (bench budget).
 */
export type SignInActions = {
  disconnect: typeof disconnect
  closeModal: typeof closeModal
  switchNetwork: typeof switchNetwork
}

function activeAccount(context: PorticoContext) {
  const state = context.stores.chains.getState()
  const namespace = state.activeNamespace
  const { network, account, connectorId } = namespace ? state.namespaces[namespace] : {}
  if (!namespace || !network || !account?.address || !connectorId) throw new Error(NO_ACTIVE_CAIP_ADDRESS)
  return { namespace, network, address: account.address, connectorId }
}

/** The message's fields without its serializer, as a session keeps them (SPEC §3). */
function messageData(message: SiwxMessage): SiwxMessageData {
  const { toString: _serialize, ...data } = message
  return data
}

/** The public key the wallet gave for this account, when its namespace has one (SPEC §3). */
function accountPublicKey(context: PorticoContext, namespace: ChainNamespace, address: string) {
  const { connections } = context.stores.chains.getState().namespaces[namespace]
  for (const connection of connections)
    for (const account of connection.accounts)
      if (account.address === address && account.publicKey) return account.publicKey
  return undefined
}

/** Leaves the sign-message view so the dialog may close (SPEC §2), then closes it. */
function leaveSignIn(context: PorticoContext, { closeModal }: SignInActions): void {
  context.stores.signIn.getState().set({ status: 'idle', error: undefined, message: undefined })
  context.stores.router.getState().reset('Connect')
  closeModal(context)
}

/**
 * SPEC §4: the sign-message view's Sign. A good signature adds a session, closes the dialog and records
 * the last authenticated network; a failure shows 'Error signing message' on the view, ready to retry.
 */
export async function signIn(context: PorticoContext, actions: SignInActions): Promise<boolean> {
  const { siwx } = context.options
  if (!siwx) throw new Error(SIWX_NOT_ENABLED)
  const { namespace, network, address, connectorId } = activeAccount(context)
  const { signIn: state, events } = context.stores
  const adapter = context.adapters[namespace]
  const chainId = network.caipNetworkId
  state.getState().set({ status: 'signing', error: undefined })
  try {
    const prepared = state.getState().message
    const message =
      prepared?.accountAddress === address && prepared.chainId === chainId
        ? prepared
        : await siwx.createMessage({ accountAddress: address, chainId })
    const text = message.toString()
    state.getState().set({ message })
    if (!adapter) throw new Error(`No adapter for ${namespace}`)
    const signature = await adapter.signMessage({ connectorId, address, message: text })
    state.getState().set({ status: 'authenticating' })
    const publicKey = accountPublicKey(context, namespace, address)
    await siwx.addSession({
      data: messageData(message),
      message: text,
      signature,
      // A verifier that cannot recover the key from the signature (ADR-36) reads it here.
      ...(publicKey ? { cacao: { publicKey } } : {}),
    })
  } catch (error) {
    state.getState().set({ status: 'failed', error: ERROR_SIGNING_MESSAGE })
    events.getState().record('SIWX_AUTH_ERROR', {
      network: chainId,
      message: error instanceof Error ? error.message : String(error),
    })
    // SPEC §8: the sign-message view (re)opens with the error, ready for another try.
    context.stores.router.getState().reset('SIWXSignMessage')
    context.stores.modal.getState().setOpen(true)
    return false
  }
  context.storage.set('lastAuthenticatedNetwork', chainId)
  events.getState().record('SIWX_AUTH_SUCCESS', { network: chainId, namespace })
  leaveSignIn(context, actions)
  return true
}

/**
 * SPEC §4: Cancel. Not required: close. Required: back to the last authenticated network when it still
 * has a session for this account, otherwise disconnect.
 */
export async function cancelSignIn(context: PorticoContext, actions: SignInActions): Promise<void> {
  const { siwx } = context.options
  if (!siwx) throw new Error(SIWX_NOT_ENABLED)
  const { namespace, network, address } = activeAccount(context)
  context.stores.events.getState().record('CLICK_CANCEL_SIWX', { network: network.caipNetworkId })
  if (!siwx.getRequired?.()) return leaveSignIn(context, actions)

  const lastId = context.storage.get('lastAuthenticatedNetwork')
  const last = context.options.networks.find(
    (candidate) => candidate.caipNetworkId === lastId && candidate.chainNamespace === namespace,
  )
  const canReturn =
    last && last.caipNetworkId !== network.caipNetworkId
      ? (await siwx.getSessions(last.caipNetworkId, address)).length > 0
      : false
  context.stores.signIn.getState().set({ status: 'idle', error: undefined, message: undefined })
  context.stores.router.getState().reset('Connect')
  if (canReturn && last) {
    const switched = await actions.switchNetwork(context, last).catch(() => undefined)
    if (switched === 'switched') return leaveSignIn(context, actions)
  }
  await actions.disconnect(context, { namespace })
}
