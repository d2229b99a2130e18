import { PorticoError } from '@portico/core'
export type SignRawUnsupportedErrorType = SignRawUnsupportedError

/** The extension's signer has no signRaw, so it cannot sign a message. */
export class SignRawUnsupportedError extends PorticoError {
  override name = 'SignRawUnsupportedError' as const
  readonly code = 'SIGN_RAW_UNSUPPORTED'
  override readonly shortMessage = 'This extension cannot sign messages'

  constructor(connectorId: string) {
    super(`This extension cannot sign messages: ${connectorId} has no signer.signRaw`)
  }
}
