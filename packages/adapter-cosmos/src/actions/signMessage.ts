import type { UserRejectedRequestError } from '@portico/core'
import { type CosmosAdapterContext, connectionOf } from '../context'
import type { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { rethrowCosmosRejection } from '../errors/rethrowCosmosRejection'

export type SignMessageParameters = { connectorId: string; address: string; message: string }
/** The secp256k1 signature, base64, as signArbitrary answers; verify it with the account's publicKey. */
export type SignMessageReturnType = string
export type SignMessageErrorType = UserRejectedRequestError | ConnectorNotConnectedError | Error

/**
 * ADR-36: signArbitrary of the UTF-8 message by the connected account on its chain; through WalletConnect,
 * cosmos_signAmino of the same ADR-36 doc (the session signs it), so one verifier accepts both.
 */
export async function signMessage(
  context: CosmosAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId))
    return walletConnect.route.signMessage({ address, message }).catch(rethrowCosmosRejection)
  const { caipNetwork } = connectionOf(context, connectorId, address)
  const { provider } = context.registry.get(connectorId)
  const { signature } = await provider
    .signArbitrary(String(caipNetwork.id), address, message)
    .catch(rethrowCosmosRejection)
  return signature
}
