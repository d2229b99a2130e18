import { MODAL_CLOSED } from '../../errors'
import type { ChainNamespace } from '../../namespaces'
import type { View } from '../../store/views'
import type { PorticoContext } from '../context'
import { warnIfNoUi } from '../warnIfNoUi'
import { refreshBalance } from './refreshBalance'
import { refreshTokenBalances } from './refreshTokenBalances'

export type OpenModalParameters = { view?: View; namespace?: ChainNamespace }

/** Opens on Connect when nothing is connected and on Account when something is (SPEC §2). */
export function openModal(context: PorticoContext, { view, namespace }: OpenModalParameters = {}): void {
  const { chains, router, modal, events } = context.stores
  if (namespace) chains.getState().setActiveNamespace(namespace)
  const active = chains.getState().activeNamespace
  const connected = active ? chains.getState().namespaces[active].account.status === 'connected' : false
  router.getState().reset(view ?? (connected ? 'Account' : 'Connect'))
  modal.getState().setOpen(true)
  // The Account view shows fresh balances: within their 30 s caches this reads nothing, and after a
  // failure nothing until its 30 s lock has passed (SPEC §8, §9).
  if (connected && !view) {
    void refreshBalance(context)
    void refreshTokenBalances(context)
  }
  // The Connect view paints at once from what is known; the catalogue's wallets fill in after.
  const catalogue = context.stores.catalogue.getState()
  if (!connected && catalogue.recommended.length === 0 && !catalogue.recommendedLoading)
    void catalogue.fetchRecommended()
  events.getState().record('MODAL_OPEN', { connected })
  warnIfNoUi(context)
}

/**
 * SPEC §4: closing records a close event, resets the view to Connect, and with an empty transaction
 * stack rejects pending RPC requests. SPEC §2: a required sign-in without a session cannot be closed.
 */
export function closeModal(context: PorticoContext): boolean {
  const { router, modal, events } = context.stores
  if (!modal.getState().open) return true
  if (router.getState().view === 'SIWXSignMessage' && context.options.siwx?.getRequired?.()) {
    modal.getState().triggerShake()
    return false
  }
  const connected = Object.values(context.stores.chains.getState().namespaces).some(
    (namespace) => namespace.account.status === 'connected',
  )
  modal.getState().setOpen(false)
  events.getState().record('MODAL_CLOSE', { connected })
  if (router.getState().transactionStack.length === 0) {
    for (const reject of context.pendingRequests) reject(new Error(MODAL_CLOSED))
    context.pendingRequests.clear()
  }
  // A WalletConnect pairing on offer ends with the modal that shows it; the account returns to its status.
  context.walletConnect?.cancel()
  router.getState().reset('Connect')
  return true
}
