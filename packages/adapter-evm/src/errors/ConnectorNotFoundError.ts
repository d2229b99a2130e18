import { PorticoError } from '@portico/core'
export type ConnectorNotFoundErrorType = ConnectorNotFoundError

/** SPEC §5: an action names a connector this adapter has not discovered. */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError' as const
  readonly code = 'CONNECTOR_NOT_FOUND'
  override readonly shortMessage = 'Provider not found'

  constructor(connectorId: string) {
    super(`Provider not found: no EVM connector with id ${connectorId}`)
  }
}
