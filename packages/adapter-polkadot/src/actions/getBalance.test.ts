import type { ApiPromise } from '@polkadot/api'
import { formatDecimal } from '@portico/core'
import { freePort } from '@portico/devnet'
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest'
import { NetworkMismatchError } from '../errors/NetworkMismatchError'
import { definePolkadotNetwork } from '../networks/definePolkadotNetwork'
import { kusama } from '../networks/polkadotNetworks'
import { connectTestApi, devnetNetwork, freeBalance } from '../test/polkadotDevnet'
import { createPage, setUpAdapter } from '../test/setUpAdapter'

const devnet = inject('polkadotDevnet')
const network = devnetNetwork(devnet)
// This file only reads: its accounts are ones no test file sends from or to.
const reader = devnet.accounts[6]?.address ?? ''

let api: ApiPromise
beforeAll(async () => {
  api = await connectTestApi(devnet)
})
afterAll(() => api?.disconnect())

test('the free balance in whole KSM, as @polkadot/api reads it in the test', async () => {
  const { adapter } = await setUpAdapter(createPage(), {}, [network])
  const free = await freeBalance(api, reader)
  expect(free).toBe(10_000n * 10n ** 12n)
  expect(await adapter.getBalance({ address: reader, caipNetwork: network })).toEqual({
    balance: formatDecimal(free, 12),
    symbol: 'KSM',
  })
  expect(formatDecimal(free, 12)).toBe('10000.000000000000')
})

test("decimals and symbol are the chain's properties, whatever the network definition says", async () => {
  const misdescribed = devnetNetwork(devnet, {
    name: 'Misdescribed',
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  })
  const { adapter } = await setUpAdapter(createPage(), {}, [misdescribed])
  expect(await adapter.getBalance({ address: reader, caipNetwork: misdescribed })).toEqual({
    balance: '10000.000000000000',
    symbol: 'KSM',
  })
})

test('one @polkadot/api connection per RPC URL, shared by reads, closed when the adapter is torn down', async () => {
  // A network with only its HTTP URL reaches the same node over ws on the same port.
  const httpOnly = definePolkadotNetwork({
    genesisHash: devnet.genesisHash,
    ss58Prefix: devnet.ss58Prefix,
    name: 'HTTP only',
    nativeCurrency: { name: 'Kusama', ...devnet.token },
    rpcUrl: devnet.rpcUrl,
  })
  const { adapter } = await setUpAdapter(createPage(), {}, [network, httpOnly])
  const [first, second] = await Promise.all([adapter.getApi(network), adapter.getApi(network)])
  expect(second).toBe(first)
  await adapter.getBalance({ address: reader, caipNetwork: network })
  await adapter.getBalance({ address: reader, caipNetwork: httpOnly })
  expect(await adapter.getApi(httpOnly)).toBe(first)
  expect(first.isConnected).toBe(true)
  adapter.destroy()
  await vi.waitFor(() => expect(first.isConnected).toBe(false))
})

test('a node serving another chain than the network names is refused', async () => {
  const impostor = devnetNetwork(devnet, {
    genesisHash: kusama.polkadot.genesisHash,
    name: 'Kusama',
    nativeCurrency: kusama.nativeCurrency,
  })
  const { adapter } = await setUpAdapter(createPage(), {}, [impostor])
  const read = adapter.getBalance({ address: reader, caipNetwork: impostor })
  await expect(read).rejects.toBeInstanceOf(NetworkMismatchError)
  await expect(read).rejects.toThrow(
    `Kusama does not match the chain at ${devnet.wsUrl}: its genesis hash is ${devnet.genesisHash}, not ${kusama.polkadot.genesisHash}`,
  )
})

test('a node nobody answers at fails the read, and the next read tries again', async () => {
  const nowhere = definePolkadotNetwork({
    genesisHash: devnet.genesisHash,
    ss58Prefix: devnet.ss58Prefix,
    name: 'Nowhere',
    nativeCurrency: { name: 'Kusama', ...devnet.token },
    rpcUrl: `http://127.0.0.1:${await freePort()}`,
  })
  const { adapter } = await setUpAdapter(createPage(), {}, [nowhere])
  await expect(adapter.getBalance({ address: reader, caipNetwork: nowhere })).rejects.toThrow()
  await expect(adapter.getBalance({ address: reader, caipNetwork: nowhere })).rejects.toThrow()
})
