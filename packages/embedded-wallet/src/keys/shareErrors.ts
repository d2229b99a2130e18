/** A share that cannot be used: wrong format, another wallet's, or two of the same kind. */
export class InvalidShareError extends Error {
  override name = 'InvalidShareError'
  constructor(readonly shortMessage: string) {
    super(shortMessage)
  }
}

export const SHARE_FORMAT_MESSAGE = 'This wallet share is not in a format this version reads'
export const SHARE_OTHER_WALLET_MESSAGE = 'These wallet shares belong to different wallets'
export const SHARE_SAME_ROLE_MESSAGE = 'Two shares of the same kind cannot rebuild a wallet'
