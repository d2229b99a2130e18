import { CONNECTOR_NOT_CONNECTED, PorticoError } from '@portico/core'

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError

/** SPEC §8's 'Connector not connected': signing through a wallet that is not connected, or for another account. */
export class ConnectorNotConnectedError extends PorticoError {
  override name = 'ConnectorNotConnectedError' as const
  readonly code = 'CONNECTOR_NOT_CONNECTED'
  override readonly shortMessage = CONNECTOR_NOT_CONNECTED

  constructor(connectorId: string, address?: string) {
    super(
      address
        ? `${CONNECTOR_NOT_CONNECTED}: ${connectorId} is not connected as ${address}`
        : `${CONNECTOR_NOT_CONNECTED}: ${connectorId}`,
    )
  }
}
