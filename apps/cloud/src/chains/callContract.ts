import type { Address, Hex } from 'viem'
import { HttpError, UPSTREAM_RPC_FAILED_MESSAGE } from '../errors'
import { forwardRpc } from './callRpc'
import type { CloudChain } from './cloudChain'

/**
 * An `eth_call` at the latest block (or the given one, as hex, so several reads see one state): its return data, or undefined when the contract refused (a
 * revert, no such function). A node that cannot be reached throws, so the caller tries again later
 * instead of taking the failure for the contract's answer.
 */
export async function callContract(
  chain: CloudChain,
  to: Address,
  data: Hex,
  block: Hex | 'latest' = 'latest',
): Promise<Hex | undefined> {
  const { status, text } = await forwardRpc(
    chain.rpcUrl,
    JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, block] }),
  )
  const reply = status === 200 ? (JSON.parse(text) as { result?: Hex; error?: unknown }) : undefined
  if (!reply) throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
  return reply.error === undefined && reply.result && reply.result !== '0x' ? reply.result : undefined
}
