import { REQUEST_WAS_ABORTED } from '@portico/core'
import { elementMaker } from '../approval/renderRequestSummary'
import { FrameError } from '../frameErrors'
import { frameMain } from '../frameMain'
import type { FrameTextKey } from '../text/en'
import type { FrameAppearance } from '../text/frameAppearance'
import type { ExportableKeys } from './exportableKeys'

/** What the frame app needs of the export view, so the app itself stays free of the DOM. */
export type KeyExportView = {
  /** Draws the keys; resolves when the person clicks Done (the keys gone from the document by then). */
  show(keys: ExportableKeys): Promise<void>
  /** The export was cancelled or the user signed out: the keys go from the document, a waiting show ends aborted. */
  close(): void
}

export type CreateKeyExportViewParameters = {
  document: Document
  words: FrameAppearance
  /** The view's drawn height, 0 while hidden (the host makes room for it in the modal). */
  onHeight: (height: number) => void
  /** Where a copy button puts its value: the frame's own clipboard access. */
  copy?: (text: string) => Promise<void>
}

const FIELDS: readonly { key: keyof ExportableKeys; label: FrameTextKey }[] = [
  { key: 'evmPrivateKey', label: 'export.evmPrivateKey' },
  { key: 'solanaSecretKey', label: 'export.solanaSecretKey' },
  { key: 'recoveryPhrase', label: 'export.recoveryPhrase' },
]

/**
 * SPEC §4 "Secure frame": the wallet's keys drawn in the frame's own document, where no script of the
 * embedding page can read them; each with a copy button, under a warning, until the person's Done wipes them.
 */
export function createKeyExportView({
  document,
  words,
  onHeight,
  copy = (text) => navigator.clipboard.writeText(text),
}: CreateKeyExportViewParameters): KeyExportView {
  const make = elementMaker(document)
  const root = words.label(
    make('div', { className: 'export', hidden: true }),
    'export.label',
    {},
    'aria-label',
  )
  root.setAttribute('role', 'region')
  frameMain(document, words).append(root)
  const reportHeight = () => onHeight(root.hidden ? 0 : Math.ceil(root.getBoundingClientRect().height))
  new ResizeObserver(reportHeight).observe(root)
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined

  const wipe = () => {
    root.replaceChildren()
    root.hidden = true
    onHeight(0)
  }
  const field = (label: FrameTextKey, value: string) => {
    const name = words.say(label)
    const copyButton = words.label(make('button', { type: 'button' }), 'export.copy')
    words.label(copyButton, 'export.copyLabel', { label: name }, 'aria-label')
    copyButton.addEventListener('click', (event) => {
      // Only the person's own click: the value reaches their clipboard, never a message to the page.
      if (!event.isTrusted) return
      void copy(value).then(() => words.label(copyButton, 'export.copied'))
    })
    return make(
      'div',
      { className: 'secret' },
      words.label(make('p'), label),
      words.label(make('pre', {}, value), label, {}, 'aria-label'),
      copyButton,
    )
  }

  return {
    show(keys) {
      waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
      const done = words.label(make('button', { type: 'button', className: 'approve' }), 'export.done')
      root.replaceChildren(
        words.label(make('h2'), 'export.title'),
        words.label(make('p', { className: 'warning' }), 'export.warning'),
        ...FIELDS.map(({ key, label }) => field(label, keys[key])),
        done,
      )
      root.hidden = false
      reportHeight()
      return new Promise<void>((resolve, reject) => {
        waiting = { resolve, reject }
        done.addEventListener('click', (event) => {
          if (!event.isTrusted || !waiting) return
          waiting = undefined
          wipe()
          resolve()
        })
      })
    },
    close() {
      waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
      waiting = undefined
      wipe()
    },
  }
}
