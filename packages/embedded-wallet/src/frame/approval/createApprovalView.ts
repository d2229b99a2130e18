import { frameMain } from '../frameMain'
import type { FrameAppearance } from '../text/frameAppearance'
import { createApproveGuard } from './approveGuard'
import type { ApprovalQueue, HeldRequest } from './createApprovalQueue'
import { elementMaker, renderRequestSummary } from './renderRequestSummary'

export type CreateApprovalViewParameters = {
  document: Document
  /** The frame's language: every word of the view is the frame's own, never the page's. */
  words: FrameAppearance
  queue: () => ApprovalQueue
  /** Tells the host how tall the view is, so the modal makes room for the frame (0 when nothing is held). */
  postHeight: (height: number) => void
}

/**
 * The frame's own ApproveTransaction (SPEC §4): the first held request in words, and Reject / Approve,
 * drawn in the frame's document where no script of the embedding page can read or press them.
 */
export function createApprovalView({ document, words, queue, postHeight }: CreateApprovalViewParameters) {
  const make = elementMaker(document)
  const root = words.label(make('section', { className: 'approval' }), 'approval.label', {}, 'aria-label')
  frameMain(document, words).append(root)
  let shown: string | undefined
  let guard: ReturnType<typeof createApproveGuard> | undefined
  const reportHeight = () => postHeight(shown ? Math.ceil(root.getBoundingClientRect().height) : 0)
  new ResizeObserver(reportHeight).observe(root)

  const onClick = (decide: (id: string) => void, id: string, checked: boolean) => (event: MouseEvent) => {
    if (checked && !guard?.accepts(event)) return
    if (!event.isTrusted) return
    decide(id)
  }

  // "Request 1 of 3" while more wait; empty for one.
  const showQueue = (element: Element, count: number) => {
    if (count > 1) return words.label(element, 'approval.queue', { index: 1, count })
    words.clear(element)
    return element
  }

  // The host focuses the iframe when it shows it: focus goes on to the first control of the request.
  window.addEventListener('focus', () => root.querySelector<HTMLElement>('section, button')?.focus())

  return {
    render(held: readonly HeldRequest[]): void {
      const first = held[0]
      if (first?.id === shown) {
        const queueText = root.querySelector('.queue')
        if (queueText) showQueue(queueText, held.length)
        return
      }
      guard?.stop()
      guard = undefined
      shown = first?.id
      root.replaceChildren()
      if (!first) {
        postHeight(0)
        return
      }
      const reject = words.label(make('button', { type: 'button', className: 'reject' }), 'approval.reject')
      const approve = words.label(
        make('button', { type: 'button', className: 'approve', disabled: true }),
        'approval.approve',
      )
      reject.addEventListener(
        'click',
        onClick((id) => queue().reject(id), first.id, false),
      )
      approve.addEventListener(
        'click',
        onClick((id) => queue().approve(id), first.id, true),
      )
      root.append(
        showQueue(make('p', { className: 'queue muted' }), held.length),
        ...renderRequestSummary({ make, words }, first),
        make('div', { className: 'actions' }, reject, approve),
      )
      // Measured now as well: a hidden cross-origin frame may not render, and then no resize is observed.
      reportHeight()
      guard = createApproveGuard(approve, (enabled) => {
        approve.disabled = !enabled
      })
      if (document.hasFocus()) root.querySelector<HTMLElement>('section, button')?.focus()
    },
  }
}
