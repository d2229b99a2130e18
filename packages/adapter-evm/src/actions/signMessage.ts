import { rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import { signMessage as wagmiSignMessage } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import type { EvmAdapterContext } from '../context'

export type SignMessageParameters = { connectorId: string; address: string; message: string }
export type SignMessageReturnType = Hex
export type SignMessageErrorType = UserRejectedRequestError | Error

/** personal_sign (SPEC §7: message, address) through the connected wallet. */
export async function signMessage(
  { config, registry, walletConnect }: EvmAdapterContext,
  { connectorId, address, message }: SignMessageParameters,
): Promise<SignMessageReturnType> {
  if (walletConnect?.handles(connectorId))
    return (await walletConnect.signMessage({ address, message }).catch(rethrowAsUserRejection)) as Hex
  const connector = registry.get(connectorId)
  return wagmiSignMessage(config, { connector, account: address as Address, message }).catch(
    rethrowAsUserRejection,
  )
}
