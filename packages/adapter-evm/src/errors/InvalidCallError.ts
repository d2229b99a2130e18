import { PorticoError } from '@portico/core'
export type InvalidCallErrorType = InvalidCallError

/** SPEC §5: every send-calls entry needs a 'to' starting with 0x and, if given, data starting with 0x. */
export class InvalidCallError extends PorticoError {
  override name = 'InvalidCallError' as const
  readonly code = 'INVALID_CALL'
  override readonly shortMessage: string
  readonly index: number

  constructor(index: number, field: 'to' | 'data', value: unknown) {
    const shortMessage = `Call ${index}: '${field}' must start with 0x`
    super(`${shortMessage} (got ${JSON.stringify(value) ?? 'nothing'})`)
    this.shortMessage = shortMessage
    this.index = index
  }
}
