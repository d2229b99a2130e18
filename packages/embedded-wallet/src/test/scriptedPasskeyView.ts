import { REQUEST_WAS_ABORTED } from '@portico/core'
import { FrameError } from '../frame/frameErrors'
import type { PasskeyPrompt, PasskeyView } from '../frame/passkey/createPasskeyView'

/**
 * The frame's passkey prompt for a test without a browser: it keeps which prompt is on screen, and `press`
 * plays the person's click there (its ceremony's failure is returned, as the view would show it).
 */
export function scriptedPasskeyView() {
  let current:
    | { ceremony: () => Promise<void>; resolve: () => void; reject: (error: Error) => void }
    | undefined
  const state: { shown: PasskeyPrompt | undefined; closes: number } = { shown: undefined, closes: 0 }
  const view: PasskeyView = {
    ask(prompt, ceremony) {
      current?.reject(new FrameError(REQUEST_WAS_ABORTED))
      state.shown = prompt
      return new Promise<void>((resolve, reject) => {
        current = { ceremony, resolve, reject }
      })
    },
    close() {
      state.closes += 1
      state.shown = undefined
      current?.reject(new FrameError(REQUEST_WAS_ABORTED))
      current = undefined
    },
  }
  return {
    view,
    state,
    async press(): Promise<unknown> {
      const asked = current
      if (!asked) throw new Error('no passkey prompt is shown')
      try {
        await asked.ceremony()
      } catch (error) {
        return error
      }
      state.shown = undefined
      current = undefined
      asked.resolve()
      return undefined
    },
  }
}
