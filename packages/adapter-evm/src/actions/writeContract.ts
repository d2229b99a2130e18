import { type CaipNetwork, rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import { writeContract as wagmiWriteContract } from '@wagmi/core'
import type { Abi, Address, Hex } from 'viem'
import type { EvmAdapterContext } from '../context'

export type WriteContractParameters = {
  connectorId: string
  caipNetwork: CaipNetwork
  address: string
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
}
export type WriteContractReturnType = Hex
export type WriteContractErrorType = UserRejectedRequestError | Error

/** Calls a contract function through the connected wallet and returns the transaction hash. */
export async function writeContract(
  { config, registry }: EvmAdapterContext,
  { connectorId, caipNetwork, address, abi, functionName, args }: WriteContractParameters,
): Promise<WriteContractReturnType> {
  return wagmiWriteContract(config, {
    connector: registry.get(connectorId),
    chainId: Number(caipNetwork.id),
    address: address as Address,
    abi: abi as Abi,
    functionName,
    args,
  }).catch(rethrowAsUserRejection)
}
