import type { CodeEntry } from '../frame/codeEntry/createCodeEntry'

/**
 * The frame's code field for a test without a browser: `type` plays the person submitting a code there
 * (before or after the frame asks), and the calls the frame made to it are kept in order.
 */
export function scriptedCodeEntry() {
  const typed: string[] = []
  const asked: ((code: string) => void)[] = []
  const calls: string[] = []
  const entry: CodeEntry = {
    ask() {
      calls.push('ask')
      const early = typed.shift()
      if (early !== undefined) return Promise.resolve(early)
      return new Promise<string>((resolve) => asked.push(resolve))
    },
    refused: () => void calls.push('refused'),
    clear: () => void calls.push('clear'),
    close: () => void calls.push('close'),
  }
  return {
    entry,
    calls,
    type(code: string): void {
      const waiting = asked.shift()
      if (waiting) waiting(code)
      else typed.push(code)
    },
  }
}
