import type { Address } from 'viem'
import type { CloudChain } from '../chains/cloudChain'
import { NFT_METADATA_CONCURRENCY } from '../constants'
import type { Database } from '../db/database'
import type { Logger } from '../logger'
import {
  type FetchNftMetadataParameters,
  fetchNftMetadata,
  NftMetadataRefusedError,
} from './fetchNftMetadata'
import { parseNftMetadata } from './parseNftMetadata'
import { readTokenUri } from './readTokenUri'

/** A token whose metadata is wanted. */
export type NftToken = { contract: Address; tokenId: bigint }

export type CreateNftMetadataFetcherParameters = FetchNftMetadataParameters & {
  db: Database
  chain: CloudChain
  logger: Logger
  now: () => number
}

export type NftMetadataFetcher = {
  /** Reads the metadata of tokens not read yet, in the background. */
  enqueue: (tokens: readonly NftToken[]) => void
  /** Takes no more tokens and waits for the fetches under way. */
  stop: () => Promise<void>
}

/**
 * Reads each new token's tokenURI and its metadata apart from the indexer, so a slow metadata host
 * never holds history back; the outcome (read, refused and why) is stored once per token.
 */
export function createNftMetadataFetcher({
  db,
  chain,
  logger,
  now,
  ...limits
}: CreateNftMetadataFetcherParameters): NftMetadataFetcher {
  const queue = new Map<string, NftToken>()
  const running = new Set<Promise<void>>()
  let stopped = false

  async function read({ contract, tokenId }: NftToken): Promise<void> {
    const key = [chain.chainId, contract.toLowerCase(), tokenId.toString()]
    const [known] = await db.query(
      'select 1 from nft_metadata where chain_id = $1 and contract_address = $2 and token_id = $3',
      key,
    )
    if (known) return
    const uri = await readTokenUri(chain, contract, tokenId)
    let outcome: { status: 'ok' | 'refused'; reason: string | null; fields: (string | null)[] }
    try {
      if (!uri) throw new Error('no tokenURI')
      const metadata = parseNftMetadata(await fetchNftMetadata(uri, limits))
      outcome = {
        status: 'ok',
        reason: null,
        fields: [metadata.name ?? null, metadata.description ?? null, metadata.imageUrl ?? null],
      }
    } catch (error) {
      const reason = error instanceof NftMetadataRefusedError ? error.reason : 'no-token-uri'
      outcome = { status: 'refused', reason, fields: [null, null, null] }
      logger.info(
        { chainId: chain.chainId, contract, tokenId: String(tokenId), reason },
        'nft_metadata_refused',
      )
    }
    await db.query(
      `insert into nft_metadata (chain_id, contract_address, token_id, status, reason, token_uri, name, description, image_url, fetched_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [...key, outcome.status, outcome.reason, uri ?? null, ...outcome.fields, new Date(now()).toISOString()],
    )
  }

  function pump() {
    while (!stopped && running.size < NFT_METADATA_CONCURRENCY && queue.size > 0) {
      const [key, token] = queue.entries().next().value as [string, NftToken]
      queue.delete(key)
      const job: Promise<void> = read(token)
        .catch((error: unknown) => {
          // The database or node failed: the token stays unread and is tried at the next start.
          logger.error({ chainId: chain.chainId, message: String(error) }, 'nft_metadata_failed')
        })
        .finally(() => {
          running.delete(job)
          pump()
        })
      running.add(job)
    }
  }

  function enqueue(tokens: readonly NftToken[]) {
    for (const token of tokens) queue.set(`${token.contract.toLowerCase()}/${token.tokenId}`, token)
    pump()
  }

  // Tokens indexed before a restart whose metadata was never read.
  const starting = db
    .query<{ contract_address: Address; token_id: string }>(
      `select o.contract_address, o.token_id::text as token_id from nft_owners as o
       where o.chain_id = $1 and not exists (select 1 from nft_metadata as m where m.chain_id = o.chain_id
         and m.contract_address = o.contract_address and m.token_id = o.token_id)`,
      [chain.chainId],
    )
    .then(
      (rows) =>
        enqueue(rows.map((row) => ({ contract: row.contract_address, tokenId: BigInt(row.token_id) }))),
      (error: unknown) =>
        logger.error({ chainId: chain.chainId, message: String(error) }, 'nft_metadata_failed'),
    )

  return {
    enqueue,
    stop: async () => {
      await starting
      stopped = true
      queue.clear()
      await Promise.all(running)
    },
  }
}
