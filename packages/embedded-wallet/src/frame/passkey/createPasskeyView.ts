import { REQUEST_WAS_ABORTED } from '@portico/core'
import { elementMaker } from '../approval/renderRequestSummary'
import { FrameError, PASSKEY_NOT_USED_MESSAGE } from '../frameErrors'
import { frameMain } from '../frameMain'
import type { FrameTextKey } from '../text/en'
import type { FrameAppearance } from '../text/frameAppearance'

/** Adding a passkey to the wallet (from Account), or using it to open the wallet on a new device. */
export type PasskeyPrompt = 'add' | 'use'

/** What the frame app needs of the passkey view, so the app itself stays free of the DOM. */
export type PasskeyView = {
  /**
   * Asks the person; each of their own clicks runs `ceremony` (the browser's passkey prompt needs that click)
   * until one succeeds, which hides the view and resolves. A failed try says why and keeps the button.
   */
  ask(prompt: PasskeyPrompt, ceremony: () => Promise<void>): Promise<void>
  /** The host left, or the user signed out: the view hides and a waiting ask ends aborted. */
  close(): void
}

export type CreatePasskeyViewParameters = {
  document: Document
  words: FrameAppearance
  /** The view's drawn height, 0 while hidden (the host makes room for it in the modal). */
  onHeight: (height: number) => void
}

const WORDS: Record<PasskeyPrompt, { title: FrameTextKey; text: FrameTextKey; button: FrameTextKey }> = {
  add: { title: 'passkey.addTitle', text: 'passkey.addText', button: 'passkey.add' },
  use: { title: 'passkey.useTitle', text: 'passkey.useText', button: 'passkey.use' },
}

/**
 * The frame's own passkey prompt: drawn in the frame's document, so its button answers the person's click only
 * (never a script of the embedding page), and the browser's passkey dialog names the frame's site.
 */
export function createPasskeyView({ document, words, onHeight }: CreatePasskeyViewParameters): PasskeyView {
  const make = elementMaker(document)
  const root = make('div', { className: 'passkey', hidden: true })
  root.setAttribute('role', 'region')
  frameMain(document, words).append(root)
  const reportHeight = () => onHeight(root.hidden ? 0 : Math.ceil(root.getBoundingClientRect().height))
  new ResizeObserver(reportHeight).observe(root)
  let waiting: { reject: (error: Error) => void } | undefined

  const hide = () => {
    root.replaceChildren()
    root.hidden = true
    onHeight(0)
  }

  return {
    ask(prompt, ceremony) {
      waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
      const { title, text, button: buttonText } = WORDS[prompt]
      const heading = words.label(make('h2', { id: 'passkey-title' }), title)
      const button = words.label(make('button', { type: 'button', className: 'approve' }), buttonText)
      const problem = make('p', { className: 'muted' })
      problem.setAttribute('role', 'alert')
      root.setAttribute('aria-labelledby', heading.id)
      root.replaceChildren(heading, words.label(make('p'), text), button, problem)
      root.hidden = false
      reportHeight()
      return new Promise<void>((resolve, reject) => {
        const current = { reject }
        waiting = current
        button.addEventListener('click', (event) => {
          // Only the person's own click: a page cannot start (or finish) a passkey ceremony for them.
          if (!event.isTrusted || waiting !== current || button.disabled) return
          button.disabled = true
          problem.textContent = ''
          ceremony().then(
            () => {
              if (waiting !== current) return
              waiting = undefined
              hide()
              resolve()
            },
            (error: unknown) => {
              if (waiting !== current) return
              button.disabled = false
              problem.textContent = error instanceof FrameError ? error.message : PASSKEY_NOT_USED_MESSAGE
            },
          )
        })
      })
    },
    close() {
      waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
      waiting = undefined
      hide()
    },
  }
}
