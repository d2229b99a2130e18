import { createServer, type Server } from 'node:http'
import { freePort } from '@portico/devnet/freePort'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '../db/database'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/openDatabase'
import type { CloudChain } from './cloudChain'
import { createBalanceCache } from './createBalanceCache'

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// A node whose eth_getBalance answers wait until the test lets them go, newest balance first.
let db: Database
let server: Server
let chain: CloudChain
const held: Array<() => void> = []
let balanceWei = 1n

beforeAll(async () => {
  db = await openDatabase('memory://')
  await migrate(db)
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number }
      held.push(() => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${balanceWei.toString(16)}` }))
      })
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  chain = {
    chainId: 31337,
    name: 'Held node',
    rpcUrl: `http://127.0.0.1:${port}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
  }
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await db.close()
})

const nextAnswer = async () => {
  while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
  held.shift()?.()
}

test('a read under way when the address moves value answers with the balance after the move', async () => {
  const balances = createBalanceCache(db, Date.now)
  const reading = balances.read(chain, HOLDER)
  await new Promise((resolve) => setTimeout(resolve, 20))
  balanceWei = 2n
  balances.forget(chain.chainId, [HOLDER.toLowerCase()])
  await nextAnswer()
  await nextAnswer()
  const { held: assets } = await reading
  expect(assets.map((asset) => asset.amount)).toEqual([2n])
})

test('reads of one address share one node read while it is kept', async () => {
  const balances = createBalanceCache(db, Date.now)
  balanceWei = 3n
  const [first, second] = [balances.read(chain, HOLDER), balances.read(chain, HOLDER)]
  await nextAnswer()
  expect((await first).held[0]?.amount).toBe(3n)
  expect((await second).held[0]?.amount).toBe(3n)
  expect(held).toHaveLength(0)
})
