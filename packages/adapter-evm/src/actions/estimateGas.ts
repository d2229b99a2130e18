import type { SendTransactionParameters } from '@portico/core'
import { estimateGas as wagmiEstimateGas } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import type { EvmAdapterContext } from '../context'

export type EstimateGasParameters = Omit<SendTransactionParameters, 'tokenAddress'> & { from: string }
export type EstimateGasReturnType = bigint
export type EstimateGasErrorType = Error

/** eth_estimateGas for a transaction from the connected account (SPEC §6: a safe read). */
export async function estimateGas(
  { config, registry }: EvmAdapterContext,
  { connectorId, caipNetwork, from, to, value, data }: EstimateGasParameters,
): Promise<EstimateGasReturnType> {
  return wagmiEstimateGas(config, {
    connector: registry.get(connectorId),
    chainId: Number(caipNetwork.id),
    account: from as Address,
    to: to as Address,
    value: BigInt(value),
    ...(data ? { data: data as Hex } : {}),
  })
}
