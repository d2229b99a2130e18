export type SignPayloadUnsupportedErrorType = SignPayloadUnsupportedError

/** The extension's signer has no signPayload, so it cannot sign a transaction. */
export class SignPayloadUnsupportedError extends Error {
  override name = 'SignPayloadUnsupportedError' as const
  readonly shortMessage = 'This extension cannot sign transactions'

  constructor(connectorId: string) {
    super(`This extension cannot sign transactions: ${connectorId} has no signer.signPayload`)
  }
}
