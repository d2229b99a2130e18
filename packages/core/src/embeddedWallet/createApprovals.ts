import type { PorticoContext } from '../client/context'
import { UNSUPPORTED_METHOD_TOAST_DELAY_MS } from '../constants'
import { UserRejectedRequestError } from '../errors/classes'
import { ACTION_NOT_ALLOWED, REQUESTED_RPC_CALL_NOT_ALLOWED } from '../errors/messages'
import type { PendingRequestStore } from './createPendingRequestStore'
import { describeRequest } from './describeRequest'
import { EmbeddedWalletRpcError, UNSUPPORTED_METHOD_CODE } from './EmbeddedWalletRpcError'
import type { EmbeddedWalletActions } from './embeddedWalletActions'
import type { EmbeddedWalletNamespace } from './types'

/**
 * SPEC §4, §6: an unsafe request of the embedded wallet opens ApproveTransaction, where the modal shows the
 * secure frame; the frame holds it until the person approves or rejects it there, and its answer ends it
 * here. The page has no way to approve: closing the modal rejects what waits (4001) and aborts it in the frame.
 */
export function createApprovals(
  context: PorticoContext,
  store: PendingRequestStore,
  actions: EmbeddedWalletActions,
  abortFrameRequests: () => void,
) {
  const { modal, router, chains, alerts } = context.stores
  const rejections = new Map<number, (error: Error) => void>()
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

  /** Rejects every request still waiting (user-rejected, 4001), and ends them in the frame. */
  const rejectAll = (cause?: unknown) => {
    if (rejections.size === 0) return
    for (const reject of [...rejections.values()]) reject(new UserRejectedRequestError({ cause }))
    abortFrameRequests()
  }

  return {
    /** Sends the request to the frame, which holds it for the person; a rejection reaches the caller as 4001. */
    async run<result>(
      namespace: EmbeddedWalletNamespace,
      method: string,
      params: unknown,
      send: () => Promise<result>,
    ): Promise<result> {
      const network = chains.getState().namespaces[namespace].network
      const id = nextId++
      const closed = new Promise<never>((_, reject) => rejections.set(id, reject))
      // SPEC §4: closing the modal rejects the requests waiting on it.
      const onClose = (error: Error) => rejectAll(error)
      context.pendingRequests.add(onClose)
      store.getState().set([
        ...store.getState().requests,
        {
          id,
          namespace,
          method,
          network: network && { caipNetworkId: network.caipNetworkId, name: network.name },
          details: describeRequest(namespace, method, params, network),
        },
      ])
      show()
      try {
        const result = await Promise.race([send(), closed])
        // SPEC §4: on success the native balance refreshes.
        void actions.refreshBalance(namespace)
        return result
      } finally {
        rejections.delete(id)
        context.pendingRequests.delete(onClose)
        remove(id)
        leave()
      }
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
