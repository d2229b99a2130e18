import { beforeEach, describe, expect, test } from 'vitest'
import {
  RATE_LIMIT_FETCH_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_FETCH_PER_CLIENT_MESSAGE,
  RPC_MAILBOX_FULL,
  RPC_RATE_LIMITED,
  tooManyAddressSubscriptionsMessage,
  tooManySubscriptionsMessage,
} from './errors'
import type { RelayLimits } from './limits/relayLimits'
import { startRelay } from './startRelay'
import { createFakeClock } from './test/fakeClock'
import { newTopic, useRelayFixtures } from './test/relayFixtures'
import type { TestClient } from './test/testClient'

const WINDOW_MS = 60_000
const clock = createFakeClock()
const fixtures = useRelayFixtures()
const { relays } = fixtures

const { client } = fixtures

const fetchMessages = async (fetcher: TestClient, topics: string[]) =>
  (await fetcher.request('irn_batchFetchMessages', { topics })) as {
    result?: { messages: Array<{ message: string }>; hasMore: boolean }
    error?: { code: number; message: string }
  }

describe.each(['memory', 'redis'] as const)('per-connection limits on the %s backend', (backend) => {
  beforeEach(async () => {
    if (backend === 'redis') await fixtures.admin().flushall()
  })

  async function relayWith(limits: Partial<RelayLimits>) {
    const relay = await startRelay({
      port: 0,
      quiet: true,
      clock,
      limits: { windowMs: WINDOW_MS, ...limits },
      ...(backend === 'redis' ? { redisUrl: fixtures.redisUrl() } : {}),
    })
    relays.push(relay)
    return relay
  }

  test('a client holds at most subscriptionsPerClient topics: the next is refused until it unsubscribes one', async () => {
    const relay = await relayWith({ subscriptionsPerClient: 3 })
    const subscriber = await client(relay)
    const [a, b, c] = [newTopic(), newTopic(), newTopic()]
    expect((await subscriber.request('irn_batchSubscribe', { topics: [a, b, c] })).result).toHaveLength(3)
    const full = { error: { code: RPC_MAILBOX_FULL, message: tooManySubscriptionsMessage(3) } }
    expect(await subscriber.request('irn_subscribe', { topic: newTopic() })).toMatchObject(full)
    // A batch that would pass the cap adds none of its topics.
    expect(await subscriber.request('irn_batchSubscribe', { topics: [a, newTopic()] })).toMatchObject(full)
    // Subscribing again to a topic it holds costs nothing.
    expect((await subscriber.request('irn_subscribe', { topic: a })).result).toEqual(expect.any(String))
    const id = (await subscriber.request('irn_subscribe', { topic: b })).result
    expect((await subscriber.request('irn_unsubscribe', { topic: b, id })).result).toBe(true)
    expect((await subscriber.request('irn_subscribe', { topic: newTopic() })).result).toEqual(
      expect.any(String),
    )
  })

  test('fresh did:keys from one address hold at most subscriptionsPerAddress topics together, window after window', async () => {
    const relay = await relayWith({ subscriptionsPerAddress: 4 })
    for (let n = 0; n < 2; n++) {
      const fresh = await client(relay)
      expect(
        (await fresh.request('irn_batchSubscribe', { topics: [newTopic(), newTopic()] })).result,
      ).toHaveLength(2)
      clock.advance(WINDOW_MS)
    }
    const late = await client(relay)
    expect(await late.request('irn_subscribe', { topic: newTopic() })).toMatchObject({
      error: { code: RPC_MAILBOX_FULL, message: tooManyAddressSubscriptionsMessage(4) },
    })
  })

  test('past unacknowledgedPerConnection the oldest delivery is forgotten: its ack drops nothing and it stays stored', async () => {
    const relay = await relayWith({ unacknowledgedPerConnection: 2 })
    const silent = await client(relay, { acknowledge: false })
    const publisher = await client(relay)
    const topic = newTopic()
    await silent.request('irn_subscribe', { topic })
    for (const message of ['one', 'two', 'three'])
      await publisher.request('irn_publish', { topic, message, ttl: 300 })
    await silent.waitForDeliveries(3)
    for (const rpcId of silent.deliveryRpcIds) silent.acknowledge(rpcId)
    // Answered after the acks on the same socket: 'one' was forgotten, so it is all that is left.
    expect((await fetchMessages(silent, [topic])).result?.messages.map((m) => m.message)).toEqual(['one'])
    const back = await client(relay, { keyPair: silent.keyPair })
    const [again] = await back.waitForDeliveries(1)
    expect(again?.data.message).toBe('one')
  })

  test('irn_batchFetchMessages is held to a rate per client and per address, counting each topic', async () => {
    const relay = await relayWith({ fetchesPerClient: 3, fetchesPerAddress: 5 })
    const [first, second, third] = [await client(relay), await client(relay), await client(relay)]
    expect((await fetchMessages(first, [newTopic(), newTopic()])).result).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(await fetchMessages(first, [newTopic(), newTopic()])).toMatchObject({
      error: { code: RPC_RATE_LIMITED, message: RATE_LIMIT_FETCH_PER_CLIENT_MESSAGE },
    })
    // A refusal by the client's rate uses none of the address's: 2 of its 5 are used.
    const three = [newTopic(), newTopic(), newTopic()]
    expect((await fetchMessages(second, three)).result).toEqual({ messages: [], hasMore: false })
    expect(await fetchMessages(third, [newTopic()])).toMatchObject({
      error: { code: RPC_RATE_LIMITED, message: RATE_LIMIT_FETCH_PER_ADDRESS_MESSAGE },
    })
    clock.advance(WINDOW_MS)
    expect((await fetchMessages(first, [newTopic()])).result).toEqual({ messages: [], hasMore: false })
  })

  test('one fetch answers at most 4 MiB of messages and says it has more', async () => {
    const relay = await relayWith({})
    const publisher = await client(relay)
    const fetcher = await client(relay)
    const topics = [newTopic(), newTopic()]
    const filler = 'f'.repeat(250_000)
    for (let n = 0; n < 20; n++) {
      const answer = await publisher.request('irn_publish', {
        topic: topics[n % 2],
        message: `${n}${filler}`,
        ttl: 300,
      })
      expect(answer.result).toBe(true)
    }
    const { result } = await fetchMessages(fetcher, topics)
    expect(result?.hasMore).toBe(true)
    expect(result?.messages).toHaveLength(16)
  })
})
