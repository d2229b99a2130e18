import { PROVIDER_NOT_FOUND } from '@portico/core'

export type ConnectorNotFoundErrorType = ConnectorNotFoundError

/** SPEC §8's 'Provider not found': an action names a wallet this adapter has not found on the page. */
export class ConnectorNotFoundError extends Error {
  override name = 'ConnectorNotFoundError' as const
  readonly shortMessage = PROVIDER_NOT_FOUND

  constructor(connectorId: string) {
    super(`${PROVIDER_NOT_FOUND}: no Cosmos wallet with id ${connectorId}`)
  }
}
