import { REQUEST_WAS_ABORTED } from '@portico/core'
import { elementMaker } from '../approval/renderRequestSummary'
import { FrameError } from '../frameErrors'
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
  /** The view's drawn height, 0 while hidden (the host makes room for it in the modal). */
  onHeight: (height: number) => void
  /** Where a copy button puts its value: the frame's own clipboard access. */
  copy?: (text: string) => Promise<void>
}

export const KEY_EXPORT_WARNING =
  'Anyone with these keys or this phrase controls your wallet and its funds. Never share them, never type them into a website, and keep them offline.'

const FIELDS: readonly { key: keyof ExportableKeys; label: string }[] = [
  { key: 'evmPrivateKey', label: 'EVM private key' },
  { key: 'solanaSecretKey', label: 'Solana secret key' },
  { key: 'recoveryPhrase', label: 'Recovery phrase' },
]

/**
 * SPEC §4 "Secure frame": the wallet's keys drawn in the frame's own document, where no script of the
 * embedding page can read them; each with a copy button, under a warning, until the person's Done wipes them.
 */
export function createKeyExportView({
  document,
  onHeight,
  copy = (text) => navigator.clipboard.writeText(text),
}: CreateKeyExportViewParameters): KeyExportView {
  const make = elementMaker(document)
  const root = make('div', { className: 'export', hidden: true, ariaLabel: 'Export wallet' })
  root.setAttribute('role', 'region')
  document.body.append(root)
  const reportHeight = () => onHeight(root.hidden ? 0 : Math.ceil(root.getBoundingClientRect().height))
  new ResizeObserver(reportHeight).observe(root)
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined

  const wipe = () => {
    root.replaceChildren()
    root.hidden = true
    onHeight(0)
  }
  const field = (label: string, value: string) => {
    const copyButton = make('button', { type: 'button', ariaLabel: `Copy ${label}` }, 'Copy')
    copyButton.addEventListener('click', (event) => {
      // Only the person's own click: the value reaches their clipboard, never a message to the page.
      if (!event.isTrusted) return
      void copy(value).then(() => {
        copyButton.textContent = 'Copied'
      })
    })
    return make(
      'div',
      { className: 'secret' },
      make('p', {}, label),
      make('pre', { ariaLabel: label }, value),
      copyButton,
    )
  }

  return {
    show(keys) {
      waiting?.reject(new FrameError(REQUEST_WAS_ABORTED))
      const done = make('button', { type: 'button', className: 'approve' }, 'Done')
      root.replaceChildren(
        make('h2', {}, 'Your wallet keys'),
        make('p', { className: 'warning' }, KEY_EXPORT_WARNING),
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
