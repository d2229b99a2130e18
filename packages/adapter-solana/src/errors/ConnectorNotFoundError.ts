import { PorticoError, PROVIDER_NOT_FOUND } from '@portico/core'

export type ConnectorNotFoundErrorType = ConnectorNotFoundError

/** SPEC §8's 'Provider not found': an action names a wallet this adapter has not discovered. */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError' as const
  readonly code = 'CONNECTOR_NOT_FOUND'
  override readonly shortMessage = PROVIDER_NOT_FOUND

  constructor(connectorId: string) {
    super(`${PROVIDER_NOT_FOUND}: no Solana wallet with id ${connectorId}`)
  }
}
