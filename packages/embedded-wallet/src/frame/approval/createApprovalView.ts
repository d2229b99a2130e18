import { createApproveGuard } from './approveGuard'
import type { ApprovalQueue, HeldRequest } from './createApprovalQueue'
import { elementMaker, renderRequestSummary } from './renderRequestSummary'

export type CreateApprovalViewParameters = {
  document: Document
  queue: () => ApprovalQueue
  /** Tells the host how tall the view is, so the modal makes room for the frame (0 when nothing is held). */
  postHeight: (height: number) => void
}

/**
 * The frame's own ApproveTransaction (SPEC §4): the first held request in words, and Reject / Approve,
 * drawn in the frame's document where no script of the embedding page can read or press them.
 */
export function createApprovalView({ document, queue, postHeight }: CreateApprovalViewParameters) {
  const make = elementMaker(document)
  const root = make('main', { ariaLabel: 'Approve Request' })
  document.body.append(root)
  let shown: string | undefined
  let guard: ReturnType<typeof createApproveGuard> | undefined
  const reportHeight = () => postHeight(shown ? Math.ceil(root.getBoundingClientRect().height) : 0)
  new ResizeObserver(reportHeight).observe(root)

  const onClick = (decide: (id: string) => void, id: string, checked: boolean) => (event: MouseEvent) => {
    if (checked && !guard?.accepts(event)) return
    if (!event.isTrusted) return
    decide(id)
  }

  // The host focuses the iframe when it shows it: focus goes on to the first control of the request.
  window.addEventListener('focus', () => root.querySelector<HTMLElement>('section, button')?.focus())

  return {
    render(held: readonly HeldRequest[]): void {
      const first = held[0]
      if (first?.id === shown) {
        const queueText = root.querySelector('.queue')
        if (queueText) queueText.textContent = held.length > 1 ? `Request 1 of ${held.length}` : ''
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
      const reject = make('button', { type: 'button', className: 'reject' }, 'Reject')
      const approve = make('button', { type: 'button', className: 'approve', disabled: true }, 'Approve')
      reject.addEventListener(
        'click',
        onClick((id) => queue().reject(id), first.id, false),
      )
      approve.addEventListener(
        'click',
        onClick((id) => queue().approve(id), first.id, true),
      )
      root.append(
        make('p', { className: 'queue muted' }, held.length > 1 ? `Request 1 of ${held.length}` : ''),
        ...renderRequestSummary(make, first),
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
