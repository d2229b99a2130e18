import { describe, expect, test, vi } from 'vitest'
import { BALANCE_RETRY_LOCK_MS, NATIVE_BALANCE_CACHE_MS } from '../../constants'
import { TOKEN_BALANCE_UNAVAILABLE } from '../../errors'
import { createMemoryStorage } from '../../storage/StorageLike'
import { base, createTestAdapter, mainnet, testConnector } from '../../test/fixtures'
import { createPortico } from '../createPortico'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'

function setup(storage = createMemoryStorage()) {
  let nowMs = 1_000_000
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1, balance: '1.23456' },
  ])
  const client = createPortico(
    { projectId: 'p', networks: [mainnet, base], adapters: [evm.adapter], storage },
    { now: () => nowMs },
  )
  const reads = () => evm.calls.filter((call) => call.startsWith('getBalance'))
  const connect = async () => {
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  }
  const advance = (ms: number) => {
    nowMs += ms
  }
  return { client, evm, storage, reads, connect, advance }
}

const balanceOf = (client: ReturnType<typeof setup>['client']) => {
  const account = client.getAccount('eip155')
  return account ? [account.balance, account.balanceSymbol] : undefined
}

describe('native balance', () => {
  test('is read through the adapter after connect, in whole units with the network symbol', async () => {
    const { client, reads, connect } = setup()
    await connect()
    await vi.waitFor(() => expect(balanceOf(client)).toEqual(['1.23456', 'ETH']))
    expect(reads()).toEqual([`getBalance:eip155:1:${ADDRESS}`])
  })

  test('SPEC §9: a read within 30 s comes from the cache; after 30 s the chain is read again', async () => {
    const { client, evm, reads, connect, advance } = setup()
    await connect()
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('1.23456'))
    evm.setBalance(ADDRESS, '2')
    advance(NATIVE_BALANCE_CACHE_MS - 1)
    expect(await client.switchNetwork(base)).toBe('switched')
    expect(await client.switchNetwork(mainnet)).toBe('switched')
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('1.23456'))
    advance(1)
    expect(await client.switchNetwork(base)).toBe('switched')
    expect(await client.switchNetwork(mainnet)).toBe('switched')
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('2'))
    expect(reads().filter((call) => call.startsWith('getBalance:eip155:1:'))).toHaveLength(2)
  })

  test('client.refreshBalance reads past the cache', async () => {
    const { client, evm, connect } = setup()
    await connect()
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('1.23456'))
    evm.setBalance(ADDRESS, '0.5')
    expect(await client.refreshBalance()).toEqual({ balance: '0.5', symbol: 'ETH' })
    expect(balanceOf(client)).toEqual(['0.5', 'ETH'])
  })

  test('a reconnect on the next page load reads the stored cache, not the chain', async () => {
    const storage = createMemoryStorage()
    const first = setup(storage)
    await first.connect()
    await vi.waitFor(() => expect(balanceOf(first.client)?.[0]).toBe('1.23456'))
    const second = setup(storage)
    second.evm.grant('io.metamask')
    await second.client.ready
    await vi.waitFor(() => expect(balanceOf(second.client)).toEqual(['1.23456', 'ETH']))
    expect(second.reads()).toEqual([])
  })

  test('SPEC §5, §8: a failure shows Token Balance Unavailable and locks retries for 30 s', async () => {
    const { client, evm, reads, connect, advance } = setup()
    evm.failNextBalance(new Error('rpc down'))
    await connect()
    await vi.waitFor(() =>
      expect(client.stores.alerts.getState().banner).toMatchObject({
        message: TOKEN_BALANCE_UNAVAILABLE,
        variant: 'error',
        open: true,
      }),
    )
    expect(balanceOf(client)).toEqual([undefined, undefined])
    advance(BALANCE_RETRY_LOCK_MS - 1)
    expect(await client.refreshBalance()).toBeUndefined()
    expect(reads()).toHaveLength(1)
    advance(1)
    expect(await client.refreshBalance()).toEqual({ balance: '1.23456', symbol: 'ETH' })
    expect(reads()).toHaveLength(2)
  })

  test('opening the modal while connect’s read is still on the chain joins it: one read, then the banner', async () => {
    const { client, evm, reads, connect } = setup()
    const release = evm.pauseNextBalance()
    evm.failNextBalance(new Error('rpc down'))
    await connect()
    await vi.waitFor(() => expect(reads()).toHaveLength(1))
    client.open()
    release()
    await vi.waitFor(() =>
      expect(client.stores.alerts.getState().banner?.message).toBe(TOKEN_BALANCE_UNAVAILABLE),
    )
    expect(reads()).toHaveLength(1)
  })

  test('opening the modal on Account reads a failed balance again once its 30 s lock has passed, not before', async () => {
    const { client, evm, reads, connect, advance } = setup()
    evm.failNextBalance(new Error('rpc down'))
    await connect()
    await vi.waitFor(() => expect(reads()).toHaveLength(1))
    advance(BALANCE_RETRY_LOCK_MS - 1)
    client.open()
    client.close()
    expect(reads()).toHaveLength(1)
    advance(1)
    client.open()
    await vi.waitFor(() => expect(balanceOf(client)).toEqual(['1.23456', 'ETH']))
    expect(reads()).toHaveLength(2)
    // A fresh value is cached: another open within 30 s reads nothing.
    client.close()
    client.open()
    expect(reads()).toHaveLength(2)
  })

  test('an unknown network cannot be read: the banner shows and the adapter is not asked', async () => {
    const { client, evm, reads, connect } = setup()
    await connect()
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('1.23456'))
    evm.wallet.changeChain('io.metamask', 999)
    await vi.waitFor(() =>
      expect(client.stores.alerts.getState().banner.message).toBe(TOKEN_BALANCE_UNAVAILABLE),
    )
    expect(balanceOf(client)).toEqual([undefined, undefined])
    expect(reads()).toHaveLength(1)
  })

  test('an account change clears the old balance and reads the new account', async () => {
    const { client, evm, reads, connect } = setup()
    await connect()
    await vi.waitFor(() => expect(balanceOf(client)?.[0]).toBe('1.23456'))
    evm.wallet.changeAccounts('io.metamask', [OTHER])
    expect(balanceOf(client)?.[0]).toBeUndefined()
    await vi.waitFor(() => expect(balanceOf(client)).toEqual(['0', 'ETH']))
    expect(reads()).toContain(`getBalance:eip155:1:${OTHER}`)
  })
})
