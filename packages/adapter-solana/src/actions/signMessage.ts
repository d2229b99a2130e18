import { rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import bs58 from 'bs58'
import { connectedAddress, type SolanaAdapterContext } from '../context'
import { WalletFeatureMissingError } from '../errors/WalletFeatureMissingError'

export type SignMessageParameters = { connectorId: string; address: string; message: string }
/** The ed25519 signature, base58 (as solana_signMessage answers, SPEC §7). */
export type SignMessageReturnType = string
export type SignMessageErrorType = UserRejectedRequestError | WalletFeatureMissingError | Error

/** solana:signMessage of the UTF-8 message through the connected wallet. */
export async function signMessage(
  context: SolanaAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const wallet = context.registry.get(connectorId)
  if (!wallet.signMessage) throw new WalletFeatureMissingError(wallet.name, 'solana:signMessage')
  const signer = connectedAddress(wallet, address)
  const signature = await wallet
    .signMessage(signer, new TextEncoder().encode(message))
    .catch(rethrowAsUserRejection)
  return bs58.encode(signature)
}
