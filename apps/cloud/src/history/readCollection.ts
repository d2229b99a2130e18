import { type Address, decodeFunctionResult, encodeFunctionData, erc721Abi, type Hex } from 'viem'
import { callRpc } from '../chains/callRpc'
import type { CloudChain } from '../chains/cloudChain'

/** An ERC-721 contract as history and the NFT route name it. */
export type NftCollection = { name: string; symbol: string }

/** Collections already read, by lower-cased address: a contract's name does not change. */
export type CollectionCache = Map<string, Promise<NftCollection>>

/** The collection's `name()` and `symbol()` (the optional ERC-721 metadata extension), empty when it has none. */
export function readCollection(
  chain: CloudChain,
  address: Address,
  cache: CollectionCache,
): Promise<NftCollection> {
  const key = address.toLowerCase()
  let collection = cache.get(key)
  if (!collection) {
    collection = Promise.all([readText(chain, address, 'name'), readText(chain, address, 'symbol')]).then(
      ([name, symbol]) => ({ name, symbol }),
    )
    cache.set(key, collection)
  }
  return collection
}

async function readText(
  chain: CloudChain,
  address: Address,
  functionName: 'name' | 'symbol',
): Promise<string> {
  try {
    const data = encodeFunctionData({ abi: erc721Abi, functionName })
    const result = await callRpc<Hex>(chain.rpcUrl, 'eth_call', [{ to: address, data }, 'latest'])
    return decodeFunctionResult({ abi: erc721Abi, functionName, data: result })
  } catch {
    return ''
  }
}
