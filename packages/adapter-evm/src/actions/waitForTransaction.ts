import { type CaipNetwork, RECEIPT_WAIT_TIMEOUT_MS } from '@portico/core'
import { waitForTransactionReceipt } from '@wagmi/core'
import type { Hex } from 'viem'
import type { EvmAdapterContext } from '../context'

export type WaitForTransactionParameters = { caipNetwork: CaipNetwork; hash: string }
export type WaitForTransactionReturnType = undefined
export type WaitForTransactionErrorType = Error

/** SPEC §8 transaction wait: resolves once mined (SPEC §9: 180 s at most); a reverted one throws. */
export async function waitForTransaction(
  { config }: EvmAdapterContext,
  { caipNetwork, hash }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const receipt = await waitForTransactionReceipt(config, {
    chainId: Number(caipNetwork.id),
    hash: hash as Hex,
    timeout: RECEIPT_WAIT_TIMEOUT_MS,
  })
  if (receipt.status === 'reverted') throw new Error(`Transaction ${hash} reverted`)
}
