import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { subscriptionId } from './hashes'
import { type Relay, startRelay } from './startRelay'
import { createFakeClock } from './test/fakeClock'
import { ADDRESS, answerPersonalSign, CHAIN, closeSdkClients, pairSdkClients } from './test/sdkClients'
import { connectTestClient, type TestClient } from './test/testClient'

const clock = createFakeClock()
let redis: TestRedis
let relayA: Relay
let relayB: Relay
const clients: TestClient[] = []

async function client(relay: Relay, options: Parameters<typeof connectTestClient>[1] = {}) {
  const connected = await connectTestClient(relay.url, options)
  clients.push(connected)
  return connected
}

beforeAll(async () => {
  redis = await startRedis()
  relayA = await startRelay({ port: 0, redisUrl: redis.url, clock, quiet: true })
  relayB = await startRelay({ port: 0, redisUrl: redis.url, clock, quiet: true })
})

afterAll(async () => {
  await closeSdkClients()
  await Promise.all(clients.map((connected) => connected.close()))
  await relayA?.close()
  await relayB?.close()
  await redis?.stop()
})

test('a subscriber on instance A gets what a publisher on instance B sends', async () => {
  const subscriber = await client(relayA)
  const publisher = await client(relayB)
  const topic = '5'.repeat(64)
  await subscriber.request('irn_subscribe', { topic })
  expect(
    (await publisher.request('irn_publish', { topic, message: 'across', ttl: 300, tag: 1108 })).result,
  ).toBe(true)
  const [delivery] = await subscriber.waitForDeliveries(1)
  expect(delivery).toEqual({
    id: subscriptionId(topic, subscriber.clientId),
    data: { topic, message: 'across', publishedAt: clock.now(), tag: 1108 },
  })
})

test('a message stored through instance B reaches a subscriber that arrives later on instance A, until its ttl', async () => {
  const publisher = await client(relayB)
  const topic = '6'.repeat(64)
  await publisher.request('irn_publish', { topic, message: 'short', ttl: 30 })
  await publisher.request('irn_publish', { topic, message: 'stored', ttl: 300 })
  clock.advance(31_000)

  const late = await client(relayA)
  await late.request('irn_subscribe', { topic })
  const [delivery] = await late.waitForDeliveries(1)
  expect(delivery?.data.message).toBe('stored')
  expect((await late.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
    messages: [],
    hasMore: false,
  })
  expect(late.deliveries.map((d) => d.data.message)).toEqual(['stored'])
})

test('a client subscribed on A that reconnects to B keeps its subscriptions and gets what it missed', async () => {
  const publisher = await client(relayA)
  const wanderer = await client(relayA)
  const topic = '7'.repeat(64)
  await wanderer.request('irn_subscribe', { topic })
  await wanderer.kill()
  await publisher.request('irn_publish', { topic, message: 'missed', ttl: 300 })

  const back = await client(relayB, { keyPair: wanderer.keyPair })
  const [missed] = await back.waitForDeliveries(1)
  expect(missed?.data.message).toBe('missed')
  await publisher.request('irn_publish', { topic, message: 'live', ttl: 300 })
  await back.waitForDeliveries(2)
  expect(back.deliveries.map((d) => d.data.message)).toEqual(['missed', 'live'])
})

test('/health names the redis backend', async () => {
  const response = await fetch(`${relayB.httpUrl}/health`)
  expect(await response.json()).toMatchObject({ status: 'ok', backend: 'redis' })
})

test('a sign-client dapp on instance A and a wallet on instance B pair and round-trip a request', async () => {
  const guard = guardOutsideRequests()
  try {
    // The SDK stamps its JWT with the real time, so these relays read the real clock.
    const realA = await startRelay({ port: 0, redisUrl: redis.url, quiet: true })
    const realB = await startRelay({ port: 0, redisUrl: redis.url, quiet: true })
    try {
      const { dapp, wallet, session } = await pairSdkClients(realA.url, realB.url)
      answerPersonalSign(wallet)
      const result = await dapp.request<string>({
        topic: session.topic,
        chainId: CHAIN,
        request: { method: 'personal_sign', params: ['0x6163726f7373', ADDRESS] },
      })
      expect(result).toBe(`signed:0x6163726f7373:${ADDRESS}`)
      await closeSdkClients()
    } finally {
      await realA.close()
      await realB.close()
    }
    expect(guard.outside).toEqual([])
  } finally {
    guard.restore()
  }
})
