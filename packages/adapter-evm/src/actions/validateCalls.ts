import { InvalidCallError } from '../errors/InvalidCallError'

export type CallInput = { to: string; data?: string; value?: bigint | string }

const startsWith0x = (value: unknown) => typeof value === 'string' && value.startsWith('0x')

/** SPEC §5: each call's 'to' starts with 0x and its optional data starts with 0x; the first bad index is named. */
export function validateCalls(calls: readonly CallInput[]): void {
  calls.forEach((call, index) => {
    if (!startsWith0x(call.to)) throw new InvalidCallError(index, 'to', call.to)
    if (call.data !== undefined && !startsWith0x(call.data))
      throw new InvalidCallError(index, 'data', call.data)
  })
}
