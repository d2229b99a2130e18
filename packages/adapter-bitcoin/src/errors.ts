import { PorticoError, rethrowAsUserRejection, UserRejectedRequestError } from '@portico/core'

// sats-connect's RpcErrorCode.USER_REJECTION.
const SATS_CONNECT_USER_REJECTION = -32000

export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly code = 'CONNECTOR_NOT_FOUND'
  constructor(connectorId: string) {
    super('Connector not found', { details: connectorId })
  }
}

export class ConnectorNotConnectedError extends PorticoError {
  override name = 'ConnectorNotConnectedError'
  readonly code = 'CONNECTOR_NOT_CONNECTED'
  constructor(connectorId: string) {
    super('Connector not connected', { details: connectorId })
  }
}

/** The adapter turns sats-connect's rejection code into SPEC §8's error. */
export function toPorticoError(error: unknown): never {
  if ((error as { code?: unknown })?.code === SATS_CONNECT_USER_REJECTION) {
    throw new UserRejectedRequestError({ cause: error })
  }
  return rethrowAsUserRejection(error)
}
