import { type Address, decodeFunctionResult, encodeFunctionData, erc721Abi, type Hex } from 'viem'
import { callRpc } from '../chains/callRpc'
import type { CloudChain } from '../chains/cloudChain'

/** The token's `tokenURI(id)` from the node, or undefined when the contract has none for it. */
export async function readTokenUri(
  chain: CloudChain,
  contract: Address,
  tokenId: bigint,
): Promise<string | undefined> {
  const data = encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
  try {
    const result = await callRpc<Hex>(chain.rpcUrl, 'eth_call', [{ to: contract, data }, 'latest'])
    return decodeFunctionResult({ abi: erc721Abi, functionName: 'tokenURI', data: result }) || undefined
  } catch {
    return undefined
  }
}
