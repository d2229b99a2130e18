import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getDevnetAccounts } from './accounts'
import { createDeployerClient } from './createDeployerClient'
import { receiptOf } from './devnetClient'
import { freePort } from './freePort'
import { type AnvilInstance, startAnvil } from './startAnvil'

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ name: 'Receipts', chainId: 31_991, port: await freePort() })
})
afterAll(() => anvil?.stop())

test('a transaction that is never mined fails naming the step, not the hook that waited for it', async () => {
  const client = createDeployerClient(anvil)
  // Mining off: the transaction stays in anvil's pool, as a stuck one would.
  await client.setAutomine(false)
  const [, receiver] = getDevnetAccounts()
  const hash = await client.sendTransaction({ to: receiver?.address, value: parseEther('1') })
  await expect(receiptOf(client, hash, 'Paying the receiver', { timeoutMs: 300 })).rejects.toThrow(
    `Paying the receiver was not mined on Receipts within 300 ms (${hash})`,
  )
  await client.mine({ blocks: 1 })
  expect((await receiptOf(client, hash, 'Paying the receiver')).status).toBe('success')
})
