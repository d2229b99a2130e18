import { REQUEST_WAS_ABORTED, type RequestDetails, USER_REJECTED_REQUEST } from '@portico/core'
import { FrameError } from '../frameErrors'

/** EIP-1193: the person refused the request. */
export const USER_REJECTED_CODE = 4001

/** An unsafe request (SPEC §6) the frame holds until the person answers it in the frame's own document. */
export type HeldRequest = {
  id: string
  method: string
  /** Computed in the frame from the very parameters it will sign, never from text the page sends. */
  details: RequestDetails
  /** The chain the frame signs on ('eip155:31337', 'solana'). */
  network: string
}

type Waiting = HeldRequest & { approve: () => void; reject: (error: FrameError) => void }

/**
 * The frame's queue of unsafe requests, in the order they came: the first is the one shown. Only
 * `approve`, called by the frame's view on a person's click, lets one through; the page has no way to it.
 */
export function createApprovalQueue(onChange: (held: readonly HeldRequest[]) => void) {
  let waiting: Waiting[] = []
  const changed = () => onChange(waiting)
  const take = (id: string): Waiting | undefined => {
    const found = waiting.find((request) => request.id === id)
    if (found) {
      waiting = waiting.filter((request) => request !== found)
      changed()
    }
    return found
  }

  return {
    /** Resolves once the person approves; rejects with 4001 on Reject, or when the host aborts. */
    hold(request: HeldRequest): Promise<void> {
      return new Promise<void>((approve, reject) => {
        waiting = [...waiting, { ...request, approve, reject }]
        changed()
      })
    },
    approve(id: string): void {
      take(id)?.approve()
    },
    reject(id: string): void {
      take(id)?.reject(new FrameError(USER_REJECTED_REQUEST, USER_REJECTED_CODE))
    },
    /** SPEC §6: pending unsafe requests end when the host aborts them (the modal closed, a sign-out). */
    abortAll(): void {
      const aborted = waiting
      waiting = []
      for (const request of aborted) request.reject(new FrameError(REQUEST_WAS_ABORTED))
      if (aborted.length > 0) changed()
    },
    get held(): readonly HeldRequest[] {
      return waiting
    },
  }
}

export type ApprovalQueue = ReturnType<typeof createApprovalQueue>
