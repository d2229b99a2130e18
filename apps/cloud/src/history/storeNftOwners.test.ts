import { randomBytes } from 'node:crypto'
import type { Address, Hash } from 'viem'
import { afterEach, describe, expect, inject, test } from 'vitest'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import { createTestDatabase } from '../test/startPostgres'
import { BACKENDS } from '../test/testCloud'
import type { IndexedBlock, IndexedTransfer } from './indexedTransfer'
import { forgetBlocksAbove, storeBlocks } from './storeBlocks'

const CHAIN_ID = 31_337
const TILE = '0x5fbdb2315678afecb367f032d93f642f64180aa3' as Address
const ALICE = '0x1111111111111111111111111111111111111111' as Address
const BOB = '0x2222222222222222222222222222222222222222' as Address
const ZERO = '0x0000000000000000000000000000000000000000' as Address

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash
const move = (
  block: number,
  logIndex: number,
  from: Address,
  to: Address,
  tokenId: bigint,
): IndexedTransfer => ({
  chainId: CHAIN_ID,
  blockNumber: BigInt(block),
  txIndex: 0,
  logIndex,
  txHash: hash(1000 + block),
  minedAt: new Date(1_700_000_000_000 + block * 1000),
  from,
  to,
  tokenAddress: TILE,
  name: 'Devnet Tiles',
  symbol: 'TILE',
  decimals: 0,
  amount: 1n,
  tokenId,
  status: 'confirmed',
})
const block = (number: number, transfers: IndexedTransfer[]): IndexedBlock => ({
  number: BigInt(number),
  hash: hash(number),
  parentHash: hash(number - 1),
  transfers,
})

const opened: Database[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

describe.each(BACKENDS)('NFT ownership in the database on %s', (backend) => {
  async function database(): Promise<Database> {
    const location =
      backend === 'pglite'
        ? 'memory://'
        : await createTestDatabase(inject('postgresUrl'), `owners_${randomBytes(6).toString('hex')}`)
    const db = await openDatabase(location)
    opened.push(db)
    await migrate(db)
    return db
  }
  const owners = (db: Database) =>
    db.query<{ token_id: string; owner_address: string }>(
      'select token_id::text as token_id, owner_address from nft_owners order by token_id',
    )

  test('the latest transfer of a token sets its owner, within one step or across steps', async () => {
    const db = await database()
    // Token 1 minted and sent on in the same block: the later log wins.
    await db.transaction((tx) =>
      storeBlocks(tx, CHAIN_ID, [
        block(1, [move(1, 0, ZERO, ALICE, 1n), move(1, 1, ALICE, BOB, 1n), move(1, 2, ZERO, ALICE, 2n)]),
      ]),
    )
    expect(await owners(db)).toEqual([
      { token_id: '1', owner_address: BOB.toLowerCase() },
      { token_id: '2', owner_address: ALICE.toLowerCase() },
    ])
    await db.transaction((tx) => storeBlocks(tx, CHAIN_ID, [block(2, [move(2, 0, ALICE, BOB, 2n)])]))
    expect((await owners(db)).map((row) => row.owner_address)).toEqual([BOB.toLowerCase(), BOB.toLowerCase()])
  })

  test('forgetting blocks gives tokens back to their earlier owner, and drops what no transfer is left for', async () => {
    const db = await database()
    await db.transaction((tx) =>
      storeBlocks(tx, CHAIN_ID, [
        block(1, [move(1, 0, ZERO, ALICE, 1n)]),
        block(2, [move(2, 0, ALICE, BOB, 1n), move(2, 1, ZERO, BOB, 2n)]),
      ]),
    )
    for (const tokenId of ['1', '2']) {
      await db.query(
        `insert into nft_metadata (chain_id, contract_address, token_id, status, name, fetched_at)
         values ($1, $2, $3, 'ok', $4, now())`,
        [CHAIN_ID, TILE, tokenId, `Tile #${tokenId}`],
      )
    }
    await db.transaction((tx) => forgetBlocksAbove(tx, CHAIN_ID, 1n))
    expect(await owners(db)).toEqual([{ token_id: '1', owner_address: ALICE.toLowerCase() }])
    // Token 2 was minted in the forgotten block: minted again, its metadata is read afresh.
    expect(await db.query('select token_id::text as token_id from nft_metadata')).toEqual([{ token_id: '1' }])
    await db.transaction((tx) => forgetBlocksAbove(tx, CHAIN_ID, -1n))
    expect(await owners(db)).toEqual([])
  })
})
