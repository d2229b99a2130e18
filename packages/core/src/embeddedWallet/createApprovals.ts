import type { PorticoContext } from '../client/context'
import { UNSUPPORTED_METHOD_TOAST_DELAY_MS } from '../constants'
import { UserRejectedRequestError } from '../errors/classes'
import { ACTION_NOT_ALLOWED, REQUESTED_RPC_CALL_NOT_ALLOWED } from '../errors/messages'
import type { PendingRequestStore } from './createPendingRequestStore'
import { describeRequest } from './describeRequest'
import { EmbeddedWalletRpcError, UNSUPPORTED_METHOD_CODE } from './EmbeddedWalletRpcError'
import type { EmbeddedWalletActions } from './embeddedWalletActions'
import type { EmbeddedWalletNamespace } from './types'

type Decision = { approve: () => void; reject: (error: Error) => void }

/**
 * SPEC §4, §6: an unsafe request of the embedded wallet waits in the pending-request store, shown by the
 * ApproveTransaction view, until the visitor approves or rejects it (or closes the modal: rejected).
 */
export function createApprovals(
  context: PorticoContext,
  store: PendingRequestStore,
  actions: EmbeddedWalletActions,
  abortFrameRequests: () => void,
) {
  const { modal, router, chains, alerts } = context.stores
  const decisions = new Map<number, Decision>()
  let nextId = 1
  let openedForRequests = false

  const remove = (id: number) =>
    store.getState().set(store.getState().requests.filter((request) => request.id !== id))

  // SPEC §4: the view opens the modal when it is closed, else it is pushed on what is shown.
  const show = () => {
    if (!modal.getState().open) {
      actions.open({ view: 'ApproveTransaction' })
      openedForRequests = true
    } else if (router.getState().view !== 'ApproveTransaction') router.getState().push('ApproveTransaction')
  }

  // SPEC §4: once answered, the modal closes when it opened for the request, else the stack pops.
  const leave = () => {
    if (store.getState().requests.length > 0 || !modal.getState().open) return
    if (openedForRequests) actions.close()
    else if (router.getState().view === 'ApproveTransaction') router.getState().goBack()
    openedForRequests = false
  }

  const decide = (id: number, outcome: (decision: Decision) => void) => {
    const decision = decisions.get(id)
    if (!decision) return
    decisions.delete(id)
    outcome(decision)
  }

  /** The first request still waiting on the visitor (one being sent is past its answer). */
  const waiting = () => store.getState().requests.find((request) => request.status === 'waiting')

  /** Rejects every request still waiting on the visitor (user-rejected, 4001). */
  const rejectAll = (cause?: unknown) => {
    for (const id of [...decisions.keys()])
      decide(id, ({ reject }) => reject(new UserRejectedRequestError({ cause })))
  }

  return {
    /** Holds `send` until the visitor approves; a rejection reaches the caller as a 4001 error. */
    async run<result>(
      namespace: EmbeddedWalletNamespace,
      method: string,
      params: unknown,
      send: () => Promise<result>,
    ): Promise<result> {
      const network = chains.getState().namespaces[namespace].network
      const id = nextId++
      const decided = new Promise<void>((approve, reject) => {
        decisions.set(id, { approve: () => approve(), reject })
      })
      // SPEC §4: closing the modal rejects the requests waiting on it.
      const onClose = (error: Error) =>
        decide(id, ({ reject }) => reject(new UserRejectedRequestError({ cause: error })))
      context.pendingRequests.add(onClose)
      store.getState().set([
        ...store.getState().requests,
        {
          id,
          namespace,
          method,
          network: network && { caipNetworkId: network.caipNetworkId, name: network.name },
          details: describeRequest(namespace, method, params, network),
          status: 'waiting',
        },
      ])
      show()
      try {
        await decided
      } catch (error) {
        remove(id)
        leave()
        throw error
      } finally {
        context.pendingRequests.delete(onClose)
      }
      store
        .getState()
        .set(
          store
            .getState()
            .requests.map((request) => (request.id === id ? { ...request, status: 'sending' } : request)),
        )
      try {
        const result = await send()
        // SPEC §4: on success the native balance refreshes.
        void actions.refreshBalance(namespace)
        return result
      } finally {
        remove(id)
        leave()
      }
    },
    /** The ApproveTransaction view's Approve: the shown request goes to the secure frame. */
    approve(): void {
      const shown = waiting()
      if (shown) decide(shown.id, ({ approve }) => approve())
    },
    /** The view's Reject: the caller gets a user-rejected error (4001). */
    reject(): void {
      const shown = waiting()
      if (shown) decide(shown.id, ({ reject }) => reject(new UserRejectedRequestError()))
    },
    rejectAll,
    /**
     * SPEC §4: an unknown method opens the modal, rejects the pending requests and shows an error toast
     * 300 ms later; the caller gets 'Requested RPC call is not allowed' (SPEC §8), the toast 'Action not allowed'.
     */
    refuse(method: string): EmbeddedWalletRpcError {
      // The modal stays open on its first view for the toast, whatever request had opened it.
      openedForRequests = false
      actions.open()
      rejectAll()
      abortFrameRequests()
      setTimeout(
        () =>
          alerts.getState().showBanner({ message: ACTION_NOT_ALLOWED, variant: 'error', autoClose: true }),
        UNSUPPORTED_METHOD_TOAST_DELAY_MS,
      )
      return new EmbeddedWalletRpcError(REQUESTED_RPC_CALL_NOT_ALLOWED, UNSUPPORTED_METHOD_CODE, method)
    },
  }
}

export type Approvals = ReturnType<typeof createApprovals>
