import type { SendTransactionParameters } from '@portico/core'
import { estimateFeesPerGas, estimateGas } from '@wagmi/core'
import { type Address, encodeFunctionData } from 'viem'
import type { EvmAdapterContext } from '../context'
import { selectTransferAbi } from './selectTransferAbi'

export type EstimateSendFeeParameters = SendTransactionParameters & { from: string }
/** Wei: the gas the send needs times the most the chain may ask per gas. */
export type EstimateSendFeeReturnType = bigint
export type EstimateSendFeeErrorType = Error

/**
 * The network fee of SPEC §4's send at most: eth_estimateGas of the native transfer or the ERC-20
 * `transfer` call, times the EIP-1559 max fee per gas (SPEC §9's 1.2 base-fee multiplier, as viem and
 * wallets reckon it), or the legacy gas price. Safe reads through the chain's RPC (SPEC §6); no prompt.
 */
export async function estimateSendFee(
  { config, stablecoinsWithLegacyTransfer }: EvmAdapterContext,
  { caipNetwork, from, to, value, tokenAddress }: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const chainId = Number(caipNetwork.id)
  const call = tokenAddress
    ? {
        to: tokenAddress as Address,
        data: encodeFunctionData({
          abi: selectTransferAbi(tokenAddress, stablecoinsWithLegacyTransfer),
          functionName: 'transfer',
          args: [to as Address, BigInt(value)],
        }),
      }
    : { to: to as Address, value: BigInt(value) }
  const [gas, fees] = await Promise.all([
    estimateGas(config, { chainId, account: from as Address, ...call }),
    estimateFeesPerGas(config, { chainId }),
  ])
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}
