export type SignRawUnsupportedErrorType = SignRawUnsupportedError

/** The extension's signer has no signRaw, so it cannot sign a message. */
export class SignRawUnsupportedError extends Error {
  override name = 'SignRawUnsupportedError' as const
  readonly shortMessage = 'This extension cannot sign messages'

  constructor(connectorId: string) {
    super(`This extension cannot sign messages: ${connectorId} has no signer.signRaw`)
  }
}
