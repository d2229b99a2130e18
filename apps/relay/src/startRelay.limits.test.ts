import { beforeEach, describe, expect, test } from 'vitest'
import {
  MAILBOX_BUDGET_REACHED_MESSAGE,
  MAILBOX_TOPIC_BYTES_FULL_MESSAGE,
  MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE,
  messageTooLargeMessage,
  RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE,
  RATE_LIMIT_SUBSCRIBE_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE,
  RPC_INVALID_PARAMS,
  RPC_MAILBOX_FULL,
  RPC_RATE_LIMITED,
  ttlTooLongMessage,
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

const publish = (sender: TestClient, topic: string, message: string, ttl = 300) =>
  sender.request('irn_publish', { topic, message, ttl })

const refused = (code: number, message: string) => ({ error: { code, message } })

describe.each(['memory', 'redis'] as const)('limits on the %s backend', (backend) => {
  beforeEach(async () => {
    if (backend === 'redis') await fixtures.admin().flushall()
  })

  async function relayWith(limits: Partial<RelayLimits>, trustProxy = 0) {
    const relay = await startRelay({
      port: 0,
      quiet: true,
      clock,
      trustProxy,
      limits: { windowMs: WINDOW_MS, ...limits },
      ...(backend === 'redis' ? { redisUrl: fixtures.redisUrl() } : {}),
    })
    relays.push(relay)
    return relay
  }

  test('a client past its publish rate is refused, others are not, and the next window lets it through', async () => {
    const relay = await relayWith({ publishesPerClient: 3 })
    const [flooder, neighbour] = [await client(relay), await client(relay)]
    for (const n of [1, 2, 3]) expect((await publish(flooder, newTopic(), `m${n}`)).result).toBe(true)
    expect(await publish(flooder, newTopic(), 'm4')).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE),
    )
    expect((await publish(neighbour, newTopic(), 'n1')).result).toBe(true)
    clock.advance(WINDOW_MS)
    expect((await publish(flooder, newTopic(), 'm5')).result).toBe(true)
  })

  test('a client past its subscribe rate is refused, topics of a batch counting one each, until the next window', async () => {
    const relay = await relayWith({ subscribesPerClient: 3 })
    const subscriber = await client(relay)
    expect((await subscriber.request('irn_subscribe', { topic: newTopic() })).result).toEqual(
      expect.any(String),
    )
    const batch = await subscriber.request('irn_batchSubscribe', { topics: [newTopic(), newTopic()] })
    expect(batch.result).toHaveLength(2)
    const expected = refused(RPC_RATE_LIMITED, RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE)
    const late = newTopic()
    expect(await subscriber.request('irn_subscribe', { topic: late })).toMatchObject(expected)

    // The refused subscribe changed nothing: a message on its topic waits until a later subscribe.
    const publisher = await client(relay)
    await publish(publisher, late, 'waiting')
    clock.advance(WINDOW_MS)
    const marker = newTopic()
    await subscriber.request('irn_subscribe', { topic: marker })
    await publish(publisher, marker, 'marker')
    await subscriber.waitForDeliveries(1)
    expect(subscriber.deliveries.map((d) => d.data.message)).toEqual(['marker'])
    await subscriber.request('irn_subscribe', { topic: late })
    await subscriber.waitForDeliveries(2)
    expect(subscriber.deliveries.map((d) => d.data.message)).toEqual(['marker', 'waiting'])
  })

  test('an address that rotates did:keys is held to its own publish and subscribe rates', async () => {
    const relay = await relayWith({ publishesPerAddress: 3, subscribesPerAddress: 2 })
    // Every test client comes from 127.0.0.1: four fresh keys are one address.
    const keys = [await client(relay), await client(relay), await client(relay), await client(relay)]
    for (const [n, key] of keys.slice(0, 3).entries())
      expect((await publish(key, newTopic(), `m${n}`)).result).toBe(true)
    expect(await publish(keys[3] as TestClient, newTopic(), 'm3')).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE),
    )
    const [first, second, third] = keys as [TestClient, TestClient, TestClient]
    expect((await first.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
    expect((await second.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
    expect(await third.request('irn_subscribe', { topic: newTopic() })).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_SUBSCRIBE_PER_ADDRESS_MESSAGE),
    )
    clock.advance(WINDOW_MS)
    expect((await publish(keys[3] as TestClient, newTopic(), 'next window')).result).toBe(true)
  })

  test('behind a trusted proxy each forwarded address has its own rate, and a forged entry gains nothing', async () => {
    const relay = await relayWith({ publishesPerAddress: 2 }, 1)
    const via = (forwardedFor: string) => client(relay, { headers: { 'x-forwarded-for': forwardedFor } })
    // The proxy appends the peer it saw: what the flooder wrote before it changes nothing.
    const flooder = [
      await via('203.0.113.7'),
      await via('1.1.1.1, 203.0.113.7'),
      await via('2.2.2.2, 203.0.113.7'),
    ]
    expect((await publish(flooder[0] as TestClient, newTopic(), 'a')).result).toBe(true)
    expect((await publish(flooder[1] as TestClient, newTopic(), 'b')).result).toBe(true)
    expect(await publish(flooder[2] as TestClient, newTopic(), 'c')).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE),
    )
    const neighbour = await via('198.51.100.9')
    expect((await publish(neighbour, newTopic(), 'n')).result).toBe(true)
  })

  test('a topic past its publish rate is refused whoever writes, other topics are not, and the next window lets it through', async () => {
    const relay = await relayWith({ publishesPerTopic: 3 })
    const [dapp, wallet, stranger] = [await client(relay), await client(relay), await client(relay)]
    const topic = newTopic()
    expect((await publish(dapp, topic, 'a')).result).toBe(true)
    expect((await publish(wallet, topic, 'b')).result).toBe(true)
    expect((await publish(dapp, topic, 'c')).result).toBe(true)
    const expected = refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE)
    expect(await publish(wallet, topic, 'd')).toMatchObject(expected)
    expect(await publish(stranger, topic, 'e')).toMatchObject(expected)
    expect((await publish(dapp, newTopic(), 'elsewhere')).result).toBe(true)
    clock.advance(WINDOW_MS)
    expect((await publish(wallet, topic, 'd')).result).toBe(true)
  })

  test('a message over the size limit, counted in UTF-8 bytes, is refused without using the sender’s rate', async () => {
    const relay = await relayWith({ maxMessageBytes: 10, publishesPerClient: 2 })
    const sender = await client(relay)
    const expected = refused(RPC_INVALID_PARAMS, messageTooLargeMessage(10))
    expect(await publish(sender, newTopic(), 'x'.repeat(11))).toMatchObject(expected)
    // Six characters, twelve bytes.
    expect(await publish(sender, newTopic(), 'é'.repeat(6))).toMatchObject(expected)
    expect((await publish(sender, newTopic(), 'x'.repeat(10))).result).toBe(true)
    expect((await publish(sender, newTopic(), 'é'.repeat(5))).result).toBe(true)
  })

  test('a ttl over the limit is refused and one at the limit is stored', async () => {
    const relay = await relayWith({ maxTtlSeconds: 60 })
    const sender = await client(relay)
    const topic = newTopic()
    expect(await publish(sender, topic, 'too long', 61)).toMatchObject(
      refused(RPC_INVALID_PARAMS, ttlTooLongMessage(60)),
    )
    expect((await publish(sender, topic, 'just right', 60)).result).toBe(true)
    const receiver = await client(relay)
    await receiver.request('irn_subscribe', { topic })
    await receiver.waitForDeliveries(1)
    expect(receiver.deliveries.map((d) => d.data.message)).toEqual(['just right'])
  })

  test('a full topic refuses the next message, still delivers every acknowledged one, and takes more once one expires', async () => {
    const relay = await relayWith({ topicMaxMessages: 3 })
    const sender = await client(relay)
    const topic = newTopic()
    expect((await publish(sender, topic, 'first', 30)).result).toBe(true)
    expect((await publish(sender, topic, 'second')).result).toBe(true)
    expect((await publish(sender, topic, 'third')).result).toBe(true)
    expect(await publish(sender, topic, 'fourth')).toMatchObject(
      refused(RPC_MAILBOX_FULL, MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE),
    )
    // The SDK retrying a message it was told is stored gets `true` again, full or not.
    expect((await publish(sender, topic, 'third')).result).toBe(true)
    expect((await publish(sender, newTopic(), 'other topic')).result).toBe(true)

    const receiver = await client(relay)
    await receiver.request('irn_subscribe', { topic })
    await receiver.waitForDeliveries(3)
    expect(receiver.deliveries.map((d) => d.data.message)).toEqual(['first', 'second', 'third'])

    clock.advance(30_000)
    expect((await publish(sender, topic, 'fourth')).result).toBe(true)
    await receiver.waitForDeliveries(4)
    expect(receiver.deliveries.map((d) => d.data.message)).toEqual(['first', 'second', 'third', 'fourth'])
  })

  test('a topic past its byte cap refuses the next message and takes more once one expires', async () => {
    const body = 'b'.repeat(1000)
    // Each message costs its 1000 bytes plus ~250 of JSON (id, topic, sender): two fit, three do not.
    const relay = await relayWith({ topicMaxBytes: 2700 })
    const sender = await client(relay)
    const topic = newTopic()
    expect((await publish(sender, topic, `1${body}`, 30)).result).toBe(true)
    expect((await publish(sender, topic, `2${body}`)).result).toBe(true)
    expect(await publish(sender, topic, `3${body}`)).toMatchObject(
      refused(RPC_MAILBOX_FULL, MAILBOX_TOPIC_BYTES_FULL_MESSAGE),
    )
    expect((await publish(sender, newTopic(), `3${body}`)).result).toBe(true)
    clock.advance(30_000)
    expect((await publish(sender, topic, `3${body}`)).result).toBe(true)
  })

  test('the mailbox budget refuses a publish on any topic once reached, keeps what it acknowledged, and frees as messages expire', async () => {
    const body = 'b'.repeat(1000)
    const relay = await relayWith({ mailboxBudgetBytes: 2700 })
    const sender = await client(relay)
    const [first, second, third] = [newTopic(), newTopic(), newTopic()]
    expect((await publish(sender, first, `1${body}`, 30)).result).toBe(true)
    expect((await publish(sender, second, `2${body}`)).result).toBe(true)
    expect(await publish(sender, third, `3${body}`)).toMatchObject(
      refused(RPC_MAILBOX_FULL, MAILBOX_BUDGET_REACHED_MESSAGE),
    )
    const receiver = await client(relay)
    await receiver.request('irn_batchSubscribe', { topics: [first, second, third] })
    await receiver.waitForDeliveries(2)
    expect(receiver.deliveries.map((d) => d.data.message).sort()).toEqual([`1${body}`, `2${body}`])

    clock.advance(30_000)
    expect((await publish(sender, third, `3${body}`)).result).toBe(true)
    await receiver.waitForDeliveries(3)
    expect(receiver.deliveries.map((d) => d.data.message)).toContain(`3${body}`)
  })

  test('a flood from one client is refused while other pairs keep publishing and receiving', async () => {
    const relay = await relayWith({})
    const flooder = await client(relay)
    const pairs = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const [sender, receiver] = [await client(relay), await client(relay)]
        const topic = newTopic()
        await receiver.request('irn_subscribe', { topic })
        return { sender, receiver, topic }
      }),
    )
    // 300 publishes at once from one did:key, each to its own topic, 4 KB each.
    const flood = Promise.all(
      Array.from({ length: 300 }, (_, n) => publish(flooder, newTopic(), `${n}${'f'.repeat(4096)}`)),
    )
    const carried = Promise.all(
      pairs.map(async ({ sender, receiver, topic }) => {
        const answers = []
        for (let n = 0; n < 20; n++) answers.push(await publish(sender, topic, `${topic}:${n}`))
        await receiver.waitForDeliveries(20)
        return { answers, received: receiver.deliveries.map((d) => d.data.message) }
      }),
    )
    const floodAnswers = await flood
    expect(floodAnswers.filter((answer) => answer.result === true)).toHaveLength(100)
    const floodRefusals = floodAnswers.filter((answer) => answer.error)
    expect(floodRefusals).toHaveLength(200)
    for (const answer of floodRefusals) {
      expect(answer).toMatchObject(refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE))
    }
    for (const [index, { answers, received }] of (await carried).entries()) {
      const topic = pairs[index]?.topic
      expect(answers.every((answer) => answer.result === true)).toBe(true)
      expect(received).toEqual(Array.from({ length: 20 }, (_, n) => `${topic}:${n}`))
    }
  })
})

describe('two instances on one Redis', () => {
  beforeEach(async () => {
    await fixtures.admin().flushall()
  })

  async function pairOfRelays(limits: Partial<RelayLimits>) {
    const options = {
      port: 0,
      quiet: true,
      clock,
      redisUrl: fixtures.redisUrl(),
      limits: { windowMs: WINDOW_MS, ...limits },
    }
    const pair = [await startRelay(options), await startRelay(options)] as const
    relays.push(...pair)
    return pair
  }

  test('share one publish limit per client: what it used on A counts on B', async () => {
    const [relayA, relayB] = await pairOfRelays({ publishesPerClient: 4 })
    const onA = await client(relayA)
    const onB = await client(relayB, { keyPair: onA.keyPair })
    for (const n of [1, 2, 3]) expect((await publish(onA, newTopic(), `a${n}`)).result).toBe(true)
    expect((await publish(onB, newTopic(), 'b1')).result).toBe(true)
    const expected = refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE)
    expect(await publish(onB, newTopic(), 'b2')).toMatchObject(expected)
    expect(await publish(onA, newTopic(), 'a4')).toMatchObject(expected)
    clock.advance(WINDOW_MS)
    expect((await publish(onB, newTopic(), 'b3')).result).toBe(true)
  })

  test('share one subscribe limit per client', async () => {
    const [relayA, relayB] = await pairOfRelays({ subscribesPerClient: 2 })
    const onA = await client(relayA)
    const onB = await client(relayB, { keyPair: onA.keyPair })
    expect((await onA.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
    expect((await onB.request('irn_subscribe', { topic: newTopic() })).result).toEqual(expect.any(String))
    expect(await onA.request('irn_subscribe', { topic: newTopic() })).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE),
    )
  })

  test('share one publish limit per topic and one mailbox budget', async () => {
    const [relayA, relayB] = await pairOfRelays({ publishesPerTopic: 2, mailboxBudgetBytes: 2700 })
    const [onA, onB] = [await client(relayA), await client(relayB)]
    const topic = newTopic()
    expect((await publish(onA, topic, 'a')).result).toBe(true)
    expect((await publish(onB, topic, 'b')).result).toBe(true)
    expect(await publish(onA, topic, 'c')).toMatchObject(
      refused(RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE),
    )
    const body = 'b'.repeat(1000)
    expect((await publish(onA, newTopic(), body)).result).toBe(true)
    // What A stored leaves B less than another 1,250 bytes.
    expect(await publish(onB, newTopic(), body)).toMatchObject(
      refused(RPC_MAILBOX_FULL, MAILBOX_BUDGET_REACHED_MESSAGE),
    )
  })
})
