import { REQUEST_WAS_ABORTED } from '@portico/core'
import { elementMaker } from '../approval/renderRequestSummary'
import { FrameError } from '../frameErrors'
import { frameMain } from '../frameMain'
import type { FrameAppearance } from '../text/frameAppearance'

/** What the frame app needs of the code field, so the app itself stays free of the DOM. */
export type CodeEntry = {
  /** Shows the field and resolves with what the person submitted there; a newer ask ends this one (aborted). */
  ask(): Promise<string>
  /** The cloud refused the last code: the digits stay for the person to correct, the field says it is wrong. */
  refused(): void
  /** A new code was mailed: the field empties and keeps waiting. */
  clear(): void
  /** The code was accepted, or the login ended: the field goes, emptied, and a waiting ask ends aborted. */
  close(): void
}

export type CreateCodeEntryParameters = {
  document: Document
  words: FrameAppearance
  /** The field's drawn height, 0 while hidden (the host makes room for it over the modal's code step). */
  onHeight: (height: number) => void
}

/**
 * SPEC §2 EmailLogin's code field, drawn in the frame's own document: the host page shows the frame over its
 * code step and never holds the digits, so no script of the page can read a code as it is typed.
 */
export function createCodeEntry({ document, words, onHeight }: CreateCodeEntryParameters): CodeEntry {
  const make = elementMaker(document)
  const input = make('input', {
    id: 'portico-code',
    type: 'text',
    inputMode: 'numeric',
    autocomplete: 'one-time-code',
    maxLength: 6,
    spellcheck: false,
  })
  const submit = words.label(make('button', { type: 'submit', className: 'approve' }), 'code.continue')
  // The field's description while the code is wrong: the modal shows and announces the refusal under the
  // frame, so here it is for a screen reader in the field, not said twice.
  const wrong = words.label(
    make('p', { id: 'portico-code-wrong', className: 'visually-hidden', hidden: true }),
    'code.wrong',
  )
  const form = make(
    'form',
    { className: 'code', hidden: true, noValidate: true },
    words.label(make('label', { htmlFor: input.id }), 'code.label'),
    input,
    wrong,
    submit,
  )
  frameMain(document, words).append(form)
  const reportHeight = () => onHeight(form.hidden ? 0 : Math.ceil(form.getBoundingClientRect().height))
  new ResizeObserver(reportHeight).observe(form)

  let waiting: { resolve: (code: string) => void; reject: (error: Error) => void } | undefined
  const setBusy = (busy: boolean) => {
    input.readOnly = busy
    submit.disabled = busy
    submit.ariaBusy = busy ? 'true' : null
  }
  const markWrong = (isWrong: boolean) => {
    wrong.hidden = !isWrong
    if (isWrong) {
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', wrong.id)
    } else {
      input.removeAttribute('aria-invalid')
      input.removeAttribute('aria-describedby')
    }
  }
  const endWaiting = () => {
    waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
    waiting = undefined
  }

  // The host focuses the iframe when it shows it over the code step: focus goes on to the field (unless an
  // approval covers it, whose own view takes the focus).
  window.addEventListener('focus', () => {
    if (form.offsetParent !== null) input.focus()
  })
  // Digits only, as the mail writes them; a pasted "123 456" counts.
  input.addEventListener('input', () => {
    input.value = input.value.replace(/[^0-9]/g, '').slice(0, 6)
    markWrong(false)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    // Only the person's own submit in this document counts (the page cannot reach it, and a script here is ours).
    if (!event.isTrusted || !waiting) return
    const { resolve } = waiting
    waiting = undefined
    setBusy(true)
    resolve(input.value)
  })

  return {
    ask() {
      endWaiting()
      setBusy(false)
      form.hidden = false
      // Measured now as well: a hidden cross-origin frame may not render, and then no resize is observed.
      reportHeight()
      if (document.hasFocus()) input.focus()
      return new Promise<string>((resolve, reject) => {
        waiting = { resolve, reject }
      })
    },
    refused() {
      setBusy(false)
      markWrong(true)
      input.select()
    },
    clear() {
      input.value = ''
      markWrong(false)
    },
    close() {
      endWaiting()
      setBusy(false)
      input.value = ''
      markWrong(false)
      form.hidden = true
      onHeight(0)
    },
  }
}
