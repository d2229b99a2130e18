export type TokenTransferUnsupportedErrorType = TokenTransferUnsupportedError

/** A send named a token: the adapter sends the chain's own currency only (balances.transferKeepAlive). */
export class TokenTransferUnsupportedError extends Error {
  override name = 'TokenTransferUnsupportedError' as const
  readonly shortMessage = 'Polkadot sends only the native currency'

  constructor(tokenAddress: string) {
    super(`Polkadot sends only the native currency, not the token ${tokenAddress}`)
  }
}
