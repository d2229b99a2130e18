import { formatUnits, getAddress } from 'viem'
import { nftDisplayName } from '../nfts/accountNft'
import { isSpamNft } from '../nfts/isSpamNft'
import { NATIVE_LOG_INDEX } from './indexedTransfer'
import type { HistoryRow } from './queryAccountHistory'

/** SPEC §3 transfer of a fungible token (native or ERC-20). */
type FungibleInfo = { name: string; symbol: string; icon: { url: string }; quantity: { numeric: string } }
/** SPEC §3 transfer of an NFT: name, content preview url, is_spam (as core's Transaction reads it). */
type NftInfo = { name: string; content?: { preview: { url: string } }; flags: { is_spam: boolean } }

/** SPEC §3 transaction, as core's transaction list reads it. */
export type HistoryTransaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive'
    status: string
    sentFrom: string
    sentTo: string
  }
  /** Each carries fungible_info or nft_info (SPEC §3). */
  transfers: {
    direction: 'in' | 'out' | 'self'
    fungible_info?: FungibleInfo
    nft_info?: NftInfo
    quantity: { numeric: string }
    price: number
    value: number
  }[]
}

export type HistoryTransactionParameters = {
  row: HistoryRow
  /** The lower-cased account whose history this is: it sets the direction. */
  account: string
  iconUrl: string
  price: number
  /** SPEC §5: the operator's spam NFT contracts. */
  spamContracts: readonly string[]
}

/** One stored transfer as a SPEC §3 transaction seen from `account`: sent (out), received (in) or to itself. */
export function historyTransaction({
  row,
  account,
  iconUrl,
  price,
  spamContracts,
}: HistoryTransactionParameters): HistoryTransaction {
  const direction = row.from_address === row.to_address ? 'self' : row.from_address === account ? 'out' : 'in'
  const numeric = formatUnits(BigInt(row.amount), row.decimals)
  return {
    // A transaction's native value is its hash; each token log is the hash and its log index.
    id: row.log_index === NATIVE_LOG_INDEX ? row.tx_hash : `${row.tx_hash}-${row.log_index}`,
    metadata: {
      minedAt: new Date(row.mined_at).toISOString(),
      chain: `eip155:${row.chain_id}`,
      operationType: direction === 'in' ? 'receive' : 'send',
      status: row.status,
      sentFrom: getAddress(row.from_address),
      sentTo: getAddress(row.to_address),
    },
    transfers: [
      row.token_id === null
        ? {
            direction,
            fungible_info: {
              name: row.name,
              symbol: row.symbol,
              icon: { url: iconUrl },
              quantity: { numeric },
            },
            quantity: { numeric },
            price,
            value: price * Number(numeric),
          }
        : { direction, nft_info: nftInfo(row, spamContracts), quantity: { numeric }, price: 0, value: 0 },
    ],
  }
}

function nftInfo(row: HistoryRow, spamContracts: readonly string[]): NftInfo {
  const isSpam = isSpamNft(
    {
      chainId: row.chain_id,
      contractAddress: row.token_address ?? '',
      collectionName: row.name,
      name: row.nft_name ?? undefined,
      description: row.nft_description ?? undefined,
    },
    spamContracts,
  )
  return {
    name: nftDisplayName(row.nft_name, row.name, row.token_id ?? ''),
    ...(row.nft_image_url ? { content: { preview: { url: row.nft_image_url } } } : {}),
    flags: { is_spam: isSpam },
  }
}
