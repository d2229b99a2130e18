import {
  type Address,
  decodeEventLog,
  erc20Abi,
  erc721Abi,
  type Hash,
  type Hex,
  hexToBigInt,
  hexToNumber,
  numberToHex,
  toEventSelector,
} from 'viem'
import { callRpc } from '../chains/callRpc'
import type { CloudChain } from '../chains/cloudChain'
import { type IndexedBlock, type IndexedTransfer, NATIVE_LOG_INDEX } from './indexedTransfer'
import { type CollectionCache, type NftCollection, readCollection } from './readCollection'

type RpcTransaction = { hash: Hash; from: Address; to: Address | null; value: Hex; transactionIndex: Hex }
type RpcBlock = { number: Hex; hash: Hash; parentHash: Hash; timestamp: Hex; transactions: RpcTransaction[] }
type RpcLog = {
  address: Address
  topics: [Hex, ...Hex[]]
  data: Hex
  blockNumber: Hex
  transactionHash: Hash
  transactionIndex: Hex
  logIndex: Hex
}
type RpcReceipt = { status: Hex }

/** ERC-20 and ERC-721 share this event; ERC-20's value is data (3 topics), ERC-721's token id indexed (4). */
const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** The block at `number` with its transactions, or undefined when the node has no such block. */
export function readBlock(chain: CloudChain, number: bigint): Promise<RpcBlock | null> {
  return callRpc<RpcBlock | null>(chain.rpcUrl, 'eth_getBlockByNumber', [numberToHex(number), true])
}

/**
 * SPEC §3 transaction transfers of blocks `from`..`to`: native value sent, known ERC-20 Transfer logs,
 * and every contract's ERC-721 Transfer logs (unknown collections included, so spam can be seen as such).
 */
export async function readBlockRange(
  chain: CloudChain,
  from: bigint,
  to: bigint,
  collections: CollectionCache = new Map(),
): Promise<IndexedBlock[]> {
  const numbers = Array.from({ length: Number(to - from + 1n) }, (_, offset) => from + BigInt(offset))
  const [blocks, logs, nftLogs] = await Promise.all([
    Promise.all(numbers.map((number) => readBlock(chain, number))),
    chain.tokens.length === 0
      ? Promise.resolve([])
      : callRpc<RpcLog[]>(chain.rpcUrl, 'eth_getLogs', [
          {
            fromBlock: numberToHex(from),
            toBlock: numberToHex(to),
            address: chain.tokens.map((token) => token.address),
            topics: [TRANSFER_TOPIC],
          },
        ]),
    // Four topic positions: nodes leave out logs with fewer topics (ERC-20's); checked again below.
    callRpc<RpcLog[]>(chain.rpcUrl, 'eth_getLogs', [
      { fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC, null, null, null] },
    ]),
  ])
  const nftCollections = new Map<string, NftCollection>()
  for (const log of nftLogs) {
    const key = log.address.toLowerCase()
    if (log.topics.length === 4 && !nftCollections.has(key)) {
      nftCollections.set(key, await readCollection(chain, log.address, collections))
    }
  }
  return Promise.all(
    blocks.map(async (block, offset) => {
      if (!block) throw new Error(`block ${numbers[offset]} of chain ${chain.chainId} is missing`)
      const number = hexToBigInt(block.number)
      const minedAt = new Date(hexToNumber(block.timestamp) * 1000)
      const native = await Promise.all(
        block.transactions
          .filter((tx) => tx.to !== null && hexToBigInt(tx.value) > 0n)
          .map((tx) => nativeTransfer(chain, tx, number, minedAt)),
      )
      const tokens = logs
        .filter((log) => log.blockNumber === block.number)
        .flatMap((log) => tokenTransfer(chain, log, minedAt))
      const nfts = nftLogs
        .filter((log) => log.blockNumber === block.number)
        .flatMap((log) => nftTransfer(chain, log, minedAt, nftCollections.get(log.address.toLowerCase())))
      return {
        number,
        hash: block.hash,
        parentHash: block.parentHash,
        transfers: [...native, ...tokens, ...nfts],
      }
    }),
  )
}

async function nativeTransfer(
  chain: CloudChain,
  tx: RpcTransaction,
  blockNumber: bigint,
  minedAt: Date,
): Promise<IndexedTransfer> {
  // A reverted transaction moves no value: it shows as failed (SPEC §3 status).
  const receipt = await callRpc<RpcReceipt>(chain.rpcUrl, 'eth_getTransactionReceipt', [tx.hash])
  const { name, symbol, decimals } = chain.nativeCurrency
  return {
    chainId: chain.chainId,
    blockNumber,
    txIndex: hexToNumber(tx.transactionIndex),
    logIndex: NATIVE_LOG_INDEX,
    txHash: tx.hash,
    minedAt,
    from: tx.from,
    to: tx.to as Address,
    tokenAddress: undefined,
    name,
    symbol,
    decimals,
    amount: hexToBigInt(tx.value),
    tokenId: undefined,
    status: receipt.status === '0x1' ? 'confirmed' : 'failed',
  }
}

/** Where a transfer log stands: its chain, block, transaction and place in the block's logs. */
function logPosition(chain: CloudChain, log: RpcLog, minedAt: Date) {
  return {
    chainId: chain.chainId,
    blockNumber: hexToBigInt(log.blockNumber),
    txIndex: hexToNumber(log.transactionIndex),
    logIndex: hexToNumber(log.logIndex),
    txHash: log.transactionHash,
    minedAt,
  }
}

function tokenTransfer(chain: CloudChain, log: RpcLog, minedAt: Date): IndexedTransfer[] {
  const token = chain.tokens.find((known) => known.address.toLowerCase() === log.address.toLowerCase())
  if (!token || log.topics.length !== 3) return []
  try {
    const { args } = decodeEventLog({
      abi: erc20Abi,
      eventName: 'Transfer',
      topics: log.topics,
      data: log.data,
    })
    return [
      {
        ...logPosition(chain, log, minedAt),
        from: args.from,
        to: args.to,
        tokenAddress: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        amount: args.value,
        tokenId: undefined,
        status: 'confirmed',
      },
    ]
  } catch {
    // A log shaped unlike an ERC-20 Transfer is not a fungible transfer.
    return []
  }
}

function nftTransfer(
  chain: CloudChain,
  log: RpcLog,
  minedAt: Date,
  collection: NftCollection | undefined,
): IndexedTransfer[] {
  if (!collection || log.topics.length !== 4) return []
  try {
    const { args } = decodeEventLog({
      abi: erc721Abi,
      eventName: 'Transfer',
      topics: log.topics,
      data: log.data,
    })
    return [
      {
        ...logPosition(chain, log, minedAt),
        from: args.from,
        to: args.to,
        tokenAddress: log.address,
        name: collection.name,
        symbol: collection.symbol,
        decimals: 0,
        amount: 1n,
        tokenId: args.tokenId,
        status: 'confirmed',
      },
    ]
  } catch {
    // Four topics yet not ERC-721's shape (data where none belongs): not an NFT transfer.
    return []
  }
}
