import { expect, test } from 'vitest'
import { SUBSCRIPTION_TTL_MS } from '../constants'
import type { SubscriptionQuota, SubscriptionStore } from '../subscriptions/types'

const NOW = 1_800_000_000_000
const topic = (n: number) => n.toString(16).padStart(64, '0')

/** The behaviour every SubscriptionStore must have, run against each implementation. */
export function subscriptionsContract(createStore: (quota: SubscriptionQuota) => Promise<SubscriptionStore>) {
  test('a client holds at most perClient topics; one it holds already costs nothing, and a refused batch adds none', async () => {
    const store = await createStore({ perClient: 2, perAddress: 100 })
    expect(await store.add('did:key:a', '203.0.113.1', [topic(1), topic(2)], NOW)).toBe('added')
    expect(await store.add('did:key:a', '203.0.113.1', [topic(2)], NOW)).toBe('added')
    expect(await store.add('did:key:a', '203.0.113.1', [topic(1), topic(3)], NOW)).toBe('clientFull')
    expect((await store.list('did:key:a', NOW)).sort()).toEqual([topic(1), topic(2)])
    await store.remove('did:key:a', topic(1))
    expect(await store.add('did:key:a', '203.0.113.1', [topic(3)], NOW)).toBe('added')
  })

  test('the clients of one address hold at most perAddress topics together, wherever they connect from later', async () => {
    const store = await createStore({ perClient: 10, perAddress: 3 })
    expect(await store.add('did:key:a', '203.0.113.1', [topic(1), topic(2)], NOW)).toBe('added')
    expect(await store.add('did:key:b', '203.0.113.1', [topic(3)], NOW)).toBe('added')
    expect(await store.add('did:key:c', '203.0.113.1', [topic(4)], NOW)).toBe('addressFull')
    // A client's topics stay counted where it first subscribed from.
    expect(await store.add('did:key:b', '198.51.100.1', [topic(5)], NOW)).toBe('addressFull')
    expect(await store.add('did:key:d', '198.51.100.1', [topic(5)], NOW)).toBe('added')
    await store.remove('did:key:a', topic(1))
    expect(await store.add('did:key:c', '203.0.113.1', [topic(4)], NOW)).toBe('added')
  })

  test('a client’s topics are forgotten SUBSCRIPTION_TTL_MS after its last subscribe, and give their address its room back', async () => {
    const store = await createStore({ perClient: 10, perAddress: 2 })
    expect(await store.add('did:key:a', '203.0.113.1', [topic(1)], NOW)).toBe('added')
    expect(await store.add('did:key:b', '203.0.113.1', [topic(2)], NOW + 1000)).toBe('added')
    expect(await store.list('did:key:a', NOW + SUBSCRIPTION_TTL_MS - 1)).toEqual([topic(1)])
    await store.sweep(NOW + SUBSCRIPTION_TTL_MS)
    expect(await store.list('did:key:a', NOW + SUBSCRIPTION_TTL_MS)).toEqual([])
    expect(await store.list('did:key:b', NOW + SUBSCRIPTION_TTL_MS)).toEqual([topic(2)])
    expect(await store.add('did:key:c', '203.0.113.1', [topic(3)], NOW + SUBSCRIPTION_TTL_MS)).toBe('added')
    expect(await store.add('did:key:c', '203.0.113.1', [topic(4)], NOW + SUBSCRIPTION_TTL_MS)).toBe(
      'addressFull',
    )
  })
}
