import { type Address, decodeFunctionResult, encodeFunctionData, erc721Abi } from 'viem'
import { callContract } from '../chains/callContract'
import type { CloudChain } from '../chains/cloudChain'

/** The token's `tokenURI(id)`, or undefined when the contract has none for it; throws when the node fails. */
export async function readTokenUri(
  chain: CloudChain,
  contract: Address,
  tokenId: bigint,
): Promise<string | undefined> {
  const data = encodeFunctionData({ abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] })
  const result = await callContract(chain, contract, data)
  if (!result) return undefined
  try {
    return decodeFunctionResult({ abi: erc721Abi, functionName: 'tokenURI', data: result }) || undefined
  } catch {
    return undefined
  }
}
