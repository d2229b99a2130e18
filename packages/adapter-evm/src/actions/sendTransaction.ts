import {
  type SendTransactionParameters as AdapterSendTransactionParameters,
  rethrowAsUserRejection,
  type UserRejectedRequestError,
} from '@portico/core'
import {
  simulateContract,
  sendTransaction as wagmiSendTransaction,
  writeContract as wagmiWriteContract,
} from '@wagmi/core'
import type { Address, Hex } from 'viem'
import { connectedAccount, type EvmAdapterContext } from '../context'
import { selectTransferAbi } from './selectTransferAbi'

export type SendTransactionParameters = AdapterSendTransactionParameters
export type SendTransactionReturnType = Hex
export type SendTransactionErrorType = UserRejectedRequestError | Error

/**
 * SPEC §4's send flow: native currency, or an ERC-20 transfer (with SPEC §9's legacy ABI for the
 * configured stablecoins). A token transfer is simulated first, so a doomed one never prompts.
 */
export async function sendTransaction(
  { config, registry, stablecoinsWithLegacyTransfer }: EvmAdapterContext,
  { connectorId, caipNetwork, to, value, tokenAddress, data, gas }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const connector = registry.get(connectorId)
  const chainId = Number(caipNetwork.id)
  const amount = BigInt(value)
  try {
    if (!tokenAddress)
      return await wagmiSendTransaction(config, {
        connector,
        chainId,
        to: to as Address,
        value: amount,
        ...(data ? { data: data as Hex } : {}),
        ...(gas ? { gas: BigInt(gas) } : {}),
      })
    const account = connectedAccount(config, connector)
    const { request } = await simulateContract(config, {
      account,
      chainId,
      address: tokenAddress as Address,
      abi: selectTransferAbi(tokenAddress, stablecoinsWithLegacyTransfer),
      functionName: 'transfer',
      args: [to as Address, amount],
    })
    return await wagmiWriteContract(config, { ...request, connector })
  } catch (error) {
    return rethrowAsUserRejection(error)
  }
}
