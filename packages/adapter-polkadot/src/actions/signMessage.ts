import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { UserRejectedRequestError } from '@portico/core'
import { connectionOf, type PolkadotAdapterContext } from '../context'
import type { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { rethrowPolkadotRejection } from '../errors/rethrowPolkadotRejection'
import { SignRawUnsupportedError } from '../errors/SignRawUnsupportedError'

export type SignMessageParameters = { connectorId: string; address: string; message: string }
/** The signature, 0x hex; it verifies over `<Bytes>{message}</Bytes>` with signatureVerify and the address. */
export type SignMessageReturnType = `0x${string}`
export type SignMessageErrorType =
  | UserRejectedRequestError
  | ConnectorNotConnectedError
  | SignRawUnsupportedError
  | Error

/**
 * signRaw of the UTF-8 message as `type: 'bytes'`, already wrapped in `<Bytes>…</Bytes>`: extensions wrap
 * bytes they are given unwrapped and leave wrapped ones as they are, so every extension signs the same.
 * Through WalletConnect, polkadot_signMessage of the same wrapped bytes (the session signs it).
 */
export async function signMessage(
  context: PolkadotAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { walletConnect } = context
  if (walletConnect?.route.handles(connectorId)) {
    const signature = await walletConnect.route
      .signMessage({ address, message })
      .catch(rethrowPolkadotRejection)
    return signature as SignMessageReturnType
  }
  const { injected } = connectionOf(context, connectorId, address)
  const signRaw = injected.signer.signRaw
  if (!signRaw) throw new SignRawUnsupportedError(connectorId)
  const data = u8aToHex(u8aWrapBytes(stringToU8a(message)))
  const { signature } = await signRaw
    .call(injected.signer, { address, data, type: 'bytes' })
    .catch(rethrowPolkadotRejection)
  return signature
}
