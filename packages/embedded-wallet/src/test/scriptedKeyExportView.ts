import { REQUEST_WAS_ABORTED } from '@portico/core'
import { FrameError } from '../frame/frameErrors'
import type { KeyExportView } from '../frame/keyExport/createKeyExportView'
import type { ExportableKeys } from '../frame/keyExport/exportableKeys'

/**
 * The frame's export view for a test without a browser: it keeps what is on screen, and `done` plays the
 * person's Done click there.
 */
export function scriptedKeyExportView() {
  let onDone: (() => void) | undefined
  let onClose: ((error: Error) => void) | undefined
  const state: { shown: ExportableKeys | undefined; closes: number } = { shown: undefined, closes: 0 }
  let shownListener: (() => void) | undefined
  const view: KeyExportView = {
    show(keys) {
      state.shown = keys
      shownListener?.()
      return new Promise<void>((resolve, reject) => {
        onDone = resolve
        onClose = reject
      })
    },
    close() {
      state.closes += 1
      state.shown = undefined
      onClose?.(new FrameError(REQUEST_WAS_ABORTED))
      onDone = onClose = undefined
    },
  }
  return {
    view,
    state,
    /** Resolves with the keys once the view shows them. */
    shown: () =>
      new Promise<ExportableKeys>((resolve) => {
        if (state.shown) resolve(state.shown)
        else shownListener = () => state.shown && resolve(state.shown)
      }),
    done(): void {
      state.shown = undefined
      onDone?.()
      onDone = onClose = undefined
    },
  }
}
