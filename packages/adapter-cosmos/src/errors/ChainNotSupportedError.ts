import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS } from '@portico/core'

export type ChainNotSupportedErrorType = ChainNotSupportedError

/**
 * SPEC §5's 'The connector does not support any of the requested chains': the wallet lacks the chain and
 * refused (or could not be offered) the suggestion to add it.
 */
export class ChainNotSupportedError extends Error {
  override name = 'ChainNotSupportedError' as const
  readonly shortMessage = CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS

  constructor(chainId: string, options: { cause?: unknown } = {}) {
    super(`${CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS}: ${chainId}`, options)
  }
}
