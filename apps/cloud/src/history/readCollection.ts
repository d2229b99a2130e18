import { type Address, decodeFunctionResult, encodeFunctionData, erc721Abi } from 'viem'
import { callContract } from '../chains/callContract'
import type { CloudChain } from '../chains/cloudChain'

/** An ERC-721 contract as history and the NFT route name it. */
export type NftCollection = { name: string; symbol: string }

/** Collections already read, by lower-cased address: a contract's name does not change. */
export type CollectionCache = Map<string, Promise<NftCollection>>

/**
 * The collection's `name()` and `symbol()` (the optional ERC-721 metadata extension), empty when it has
 * none; a node failure throws (the indexer's step is tried again) and is not remembered.
 */
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
    collection.catch(() => cache.delete(key))
  }
  return collection
}

async function readText(
  chain: CloudChain,
  address: Address,
  functionName: 'name' | 'symbol',
): Promise<string> {
  const result = await callContract(chain, address, encodeFunctionData({ abi: erc721Abi, functionName }))
  if (!result) return ''
  try {
    return decodeFunctionResult({ abi: erc721Abi, functionName, data: result })
  } catch {
    return ''
  }
}
