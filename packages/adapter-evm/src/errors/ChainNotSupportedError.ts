import { PorticoError } from '@portico/core'
export type ChainNotSupportedErrorType = ChainNotSupportedError

/** SPEC §8: 'Chain is not supported' when adding a chain to the wallet fails. */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError' as const
  readonly code = 'CHAIN_NOT_SUPPORTED'
  override readonly shortMessage = 'Chain is not supported'

  constructor(chainId: number, options: { cause?: unknown } = {}) {
    super(`Chain is not supported: the wallet could not add chain ${chainId}`, options)
  }
}
