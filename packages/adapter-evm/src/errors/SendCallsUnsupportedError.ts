import { PorticoError } from '@portico/core'
export type SendCallsUnsupportedErrorType = SendCallsUnsupportedError

/** The wallet does not implement EIP-5792, so calls cannot be sent as a batch through it. */
export class SendCallsUnsupportedError extends PorticoError {
  override name = 'SendCallsUnsupportedError' as const
  readonly code = 'SEND_CALLS_UNSUPPORTED'
  override readonly shortMessage = 'The wallet does not support sending calls'

  constructor(options: { cause?: unknown } = {}) {
    super('The wallet does not support wallet_sendCalls (EIP-5792)', options)
  }
}
