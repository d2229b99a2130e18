import { PorticoError } from '@portico/core'
export type TokenTransferUnsupportedErrorType = TokenTransferUnsupportedError

/** A send named a token: the adapter sends the chain's own currency only (balances.transferKeepAlive). */
export class TokenTransferUnsupportedError extends PorticoError {
  override name = 'TokenTransferUnsupportedError' as const
  readonly code = 'TOKEN_TRANSFER_UNSUPPORTED'
  override readonly shortMessage = 'Polkadot sends only the native currency'

  constructor(tokenAddress: string) {
    super(`Polkadot sends only the native currency, not the token ${tokenAddress}`)
  }
}
