import { rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import { signTypedData as wagmiSignTypedData } from '@wagmi/core'
import type { Address, Hex, TypedData, TypedDataDefinition } from 'viem'
import type { EvmAdapterContext } from '../context'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends string = string,
> = { connectorId: string; address: string } & TypedDataDefinition<typedData, primaryType>
export type SignTypedDataReturnType = Hex
export type SignTypedDataErrorType = UserRejectedRequestError | Error

/** EIP-712 typed-data signing (eth_signTypedData_v4) through the connected wallet. */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends string,
>(
  { config, registry }: EvmAdapterContext,
  { connectorId, address, ...definition }: SignTypedDataParameters<typedData, primaryType>,
): Promise<SignTypedDataReturnType> {
  const connector = registry.get(connectorId)
  return wagmiSignTypedData(config, {
    connector,
    account: address as Address,
    ...(definition as TypedDataDefinition),
  }).catch(rethrowAsUserRejection)
}
