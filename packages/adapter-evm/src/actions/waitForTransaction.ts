import { type CaipNetwork, RECEIPT_WAIT_TIMEOUT_MS } from '@portico/core'
import { getPublicClient } from '@wagmi/core'
import type { Hex } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import type { EvmAdapterContext } from '../context'

export type WaitForTransactionParameters = { caipNetwork: CaipNetwork; hash: string }
export type WaitForTransactionReturnType = void
export type WaitForTransactionErrorType = Error

/** SPEC §8 transaction wait: resolves once mined (SPEC §9: 180 s at most); a reverted one throws. */
export async function waitForTransaction(
  { config }: EvmAdapterContext,
  { caipNetwork, hash }: WaitForTransactionParameters,
): Promise<WaitForTransactionReturnType> {
  const client = getPublicClient(config, { chainId: Number(caipNetwork.id) })
  if (!client) throw new Error(`Chain not configured: ${caipNetwork.caipNetworkId}`)
  const receipt = await waitForTransactionReceipt(client, {
    hash: hash as Hex,
    timeout: RECEIPT_WAIT_TIMEOUT_MS,
  })
  if (receipt.status === 'reverted') throw new Error(`Transaction ${hash} reverted`)
}
