import { type Address, type Hex, hexToBigInt, toHex } from 'viem'
import { forwardRpc } from '../chains/callRpc'
import type { CloudChain } from '../chains/cloudChain'
import { SWAP_GAS_PRICE_ACCUMULATORS_PER_POOL } from '../constants'
import { HttpError, swapWouldFailMessage, UPSTREAM_RPC_FAILED_MESSAGE } from '../errors'

/**
 * The gas the node says a swap through `pools` pools takes, plus what their price accumulators may cost when it
 * lands in a later second; a call it refuses (a short balance or allowance, a price moved past the minimum) is
 * 400 with the node's reason, before the user signs anything.
 */
export async function estimateSwapGas(
  chain: CloudChain,
  call: { from: Address; to: Address; data: Hex; value: bigint },
  pools: number,
): Promise<bigint> {
  const { status, text } = await forwardRpc(
    chain.rpcUrl,
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_estimateGas',
      params: [{ ...call, value: toHex(call.value) }],
    }),
  )
  const reply =
    status === 200 ? (JSON.parse(text) as { result?: Hex; error?: { message?: string } }) : undefined
  if (reply?.result) return hexToBigInt(reply.result) + SWAP_GAS_PRICE_ACCUMULATORS_PER_POOL * BigInt(pools)
  if (reply?.error)
    throw new HttpError(400, swapWouldFailMessage(reply.error.message ?? 'the node refused it'))
  throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
}
