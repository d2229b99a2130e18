import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, PorticoError } from '@portico/core'

export type ChainNotSupportedErrorType = ChainNotSupportedError

/**
 * SPEC §5's 'The connector does not support any of the requested chains': the wallet lacks the chain and
 * refused (or could not be offered) the suggestion to add it. A PorticoError, so core's connect words it so.
 */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError' as const
  readonly code = 'CHAIN_NOT_SUPPORTED'

  constructor(chainId: string, options: { cause?: unknown } = {}) {
    super(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, { details: chainId, cause: options.cause })
  }
}
