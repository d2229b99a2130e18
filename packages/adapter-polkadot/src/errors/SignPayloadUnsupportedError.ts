import { PorticoError } from '@portico/core'
export type SignPayloadUnsupportedErrorType = SignPayloadUnsupportedError

/** The extension's signer has no signPayload, so it cannot sign a transaction. */
export class SignPayloadUnsupportedError extends PorticoError {
  override name = 'SignPayloadUnsupportedError' as const
  readonly code = 'SIGN_PAYLOAD_UNSUPPORTED'
  override readonly shortMessage = 'This extension cannot sign transactions'

  constructor(connectorId: string) {
    super(`This extension cannot sign transactions: ${connectorId} has no signer.signPayload`)
  }
}
