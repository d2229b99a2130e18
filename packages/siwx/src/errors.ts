/** A sign-in message's fields or text are not what CAIP-122 and this package's profiles allow. */
export class InvalidSiwxMessageError extends Error {
  override name = 'InvalidSiwxMessageError'
}

/** SPEC §8: the text the sign-message view shows when a signature does not verify. */
export const SIWX_SIGNATURE_ERROR_MESSAGE = 'Error signing message'

/** A session's signature does not verify for its message and account, so it is not kept. */
export class SiwxSignatureError extends Error {
  override name = 'SiwxSignatureError'
  constructor() {
    super(SIWX_SIGNATURE_ERROR_MESSAGE)
  }
}
