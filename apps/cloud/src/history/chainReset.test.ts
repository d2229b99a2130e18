import { type AnvilInstance, freePort, getDevnetAccounts, startAnvil } from '@portico/devnet'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CloudChain } from '../chains/cloudChain'
import type { AccountHistoryResponse } from '../routes/accountHistory'
import type { Cloud } from '../startCloud'
import { devnetWallet } from '../test/devnetWallet'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { waitFor } from '../test/waitFor'

/** The bound for a transfer to show; a reset chain is re-read within it too. */
const VISIBLE_WITHIN_MS = 3000
const CHAIN_ID = 31_339
const sender = getDevnetAccounts()[1]
if (!sender) throw new Error('missing devnet account')

let port: number
let anvil: AnvilInstance | undefined
let chain: CloudChain

const startChain = async () => {
  anvil = await startAnvil({ name: 'Reset', chainId: CHAIN_ID, port, host: '127.0.0.1' })
}

beforeAll(async () => {
  port = await freePort()
  await startChain()
  chain = {
    chainId: CHAIN_ID,
    name: 'Reset',
    rpcUrl: `http://127.0.0.1:${port}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    blockTimeMs: 0,
  }
}, 60_000)
afterAll(() => anvil?.stop())

// Issue acceptance: a devnet restarted from block 0 under a running cloud is noticed and re-read.
describe.each(BACKENDS)('the indexer over a chain restarted from block 0 on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { chains: [chain] })
  })
  afterAll(() => cloud?.close())

  test('the old chain’s transfers leave the history and the new chain’s show', async () => {
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const history = async (): Promise<AccountHistoryResponse> => {
      const response = await fetch(cloudUrl(cloud, `/v1/account/${receiver}/history`), {
        headers: { origin: DEMO_ORIGIN },
      })
      return (await response.json()) as AccountHistoryResponse
    }
    const before = devnetWallet(chain, sender)
    for (const amount of ['1', '2', '3']) await before.sendEth(receiver, parseEther(amount))
    const old = await waitFor(history, (page) => page.data.length === 3, VISIBLE_WITHIN_MS)
    expect(old.data).toHaveLength(3)

    await anvil?.stop()
    await startChain()
    const fresh = await devnetWallet(chain, sender).sendEth(receiver, parseEther('7'))
    expect(fresh.blockNumber).toBe(1n)
    const page = await waitFor(
      history,
      (answer) => answer.data.length === 1 && answer.data[0]?.id === fresh.transactionHash,
      VISIBLE_WITHIN_MS,
    )
    expect(
      page.data.map((entry) => [entry.id, entry.metadata.chain, entry.transfers[0]?.quantity?.numeric]),
    ).toEqual([[fresh.transactionHash, `eip155:${CHAIN_ID}`, '7']])
  })
})
