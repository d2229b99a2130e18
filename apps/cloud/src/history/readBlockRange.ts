import {
  type Address,
  decodeEventLog,
  erc20Abi,
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

const TRANSFER_TOPIC = toEventSelector('Transfer(address,address,uint256)')

/** The block at `number` with its transactions, or undefined when the node has no such block. */
export function readBlock(chain: CloudChain, number: bigint): Promise<RpcBlock | null> {
  return callRpc<RpcBlock | null>(chain.rpcUrl, 'eth_getBlockByNumber', [numberToHex(number), true])
}

/** SPEC §3 transaction transfers of blocks `from`..`to`: native value sent and known ERC-20 Transfer logs. */
export async function readBlockRange(chain: CloudChain, from: bigint, to: bigint): Promise<IndexedBlock[]> {
  const numbers = Array.from({ length: Number(to - from + 1n) }, (_, offset) => from + BigInt(offset))
  const [blocks, logs] = await Promise.all([
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
  ])
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
      return { number, hash: block.hash, parentHash: block.parentHash, transfers: [...native, ...tokens] }
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
    status: receipt.status === '0x1' ? 'confirmed' : 'failed',
  }
}

function tokenTransfer(chain: CloudChain, log: RpcLog, minedAt: Date): IndexedTransfer[] {
  const token = chain.tokens.find((known) => known.address.toLowerCase() === log.address.toLowerCase())
  if (!token) return []
  try {
    const { args } = decodeEventLog({
      abi: erc20Abi,
      eventName: 'Transfer',
      topics: log.topics,
      data: log.data,
    })
    return [
      {
        chainId: chain.chainId,
        blockNumber: hexToBigInt(log.blockNumber),
        txIndex: hexToNumber(log.transactionIndex),
        logIndex: hexToNumber(log.logIndex),
        txHash: log.transactionHash,
        minedAt,
        from: args.from,
        to: args.to,
        tokenAddress: token.address,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        amount: args.value,
        status: 'confirmed',
      },
    ]
  } catch {
    // A log shaped unlike an ERC-20 Transfer (e.g. ERC-721's indexed id) is not a fungible transfer.
    return []
  }
}
