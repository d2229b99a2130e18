import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import {
  AUTH_BAD_SIGNATURE_MESSAGE,
  AUTH_EXPIRED_MESSAGE,
  AUTH_MISSING_MESSAGE,
  RelayPortInUseError,
  RPC_INVALID_PARAMS,
  RPC_METHOD_NOT_FOUND,
} from './errors'
import { subscriptionId } from './hashes'
import { type Relay, startRelay } from './startRelay'
import { createFakeClock } from './test/fakeClock'
import { connectForCloseReason, connectTestClient, type TestClient } from './test/testClient'

const clock = createFakeClock()
let relay: Relay
const clients: TestClient[] = []

async function client(options: Parameters<typeof connectTestClient>[1] = {}) {
  const connected = await connectTestClient(relay.url, options)
  clients.push(connected)
  return connected
}

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', clock, quiet: true })
})

afterAll(async () => {
  await Promise.all(clients.map((connected) => connected.close()))
  await relay.close()
})

describe('publish and subscribe', () => {
  test('a subscriber gets what another client publishes, as irn_subscription with its subscription id', async () => {
    const alice = await client()
    const bob = await client()
    const topic = 'a'.repeat(64)
    const subscribed = await bob.request('irn_subscribe', { topic })
    expect(subscribed.result).toBe(subscriptionId(topic, bob.clientId))

    expect(
      await alice.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 }),
    ).toMatchObject({
      result: true,
    })
    const [delivery] = await bob.waitForDeliveries(1)
    expect(delivery).toEqual({
      id: subscriptionId(topic, bob.clientId),
      data: { topic, message: 'hello', publishedAt: clock.now(), tag: 1108 },
    })
  })

  test('a message published before its subscriber connects is delivered on subscribe, never echoed to its sender', async () => {
    const sender = await client()
    const topic = 'b'.repeat(64)
    await sender.request('irn_subscribe', { topic })
    expect((await sender.request('irn_publish', { topic, message: 'early', ttl: 60 })).result).toBe(true)

    const late = await client()
    await late.request('irn_subscribe', { topic })
    const [delivery] = await late.waitForDeliveries(1)
    expect(delivery?.data.message).toBe('early')

    // A later message reaches the sender's subscription, proving the first one was skipped, not delayed.
    await late.request('irn_publish', { topic, message: 'reply', ttl: 60 })
    const [first] = await sender.waitForDeliveries(1)
    expect(first?.data.message).toBe('reply')
    expect(sender.deliveries.map((d) => d.data.message)).toEqual(['reply'])
  })

  test('a stored message is dropped once its ttl has passed', async () => {
    const sender = await client()
    const topic = 'c'.repeat(64)
    await sender.request('irn_publish', { topic, message: 'short-lived', ttl: 30 })
    await sender.request('irn_publish', { topic, message: 'long-lived', ttl: 90 })
    clock.advance(31_000)

    const late = await client()
    const fetched = await late.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toMatchObject({ messages: [{ topic, message: 'long-lived' }], hasMore: false })
    await late.request('irn_subscribe', { topic })
    const [delivery] = await late.waitForDeliveries(1)
    expect(delivery?.data.message).toBe('long-lived')
    expect(late.deliveries).toHaveLength(1)
  })

  test('irn_batchSubscribe subscribes every topic and irn_unsubscribe stops deliveries', async () => {
    const publisher = await client()
    const subscriber = await client()
    const topics = ['d'.repeat(64), 'e'.repeat(64)]
    const batch = await subscriber.request('irn_batchSubscribe', { topics })
    expect(batch.result).toEqual(topics.map((topic) => subscriptionId(topic, subscriber.clientId)))
    const unsubscribed = await subscriber.request('irn_unsubscribe', {
      topic: topics[0],
      id: subscriptionId(topics[0] as string, subscriber.clientId),
    })
    expect(unsubscribed.result).toBe(true)

    await publisher.request('irn_publish', { topic: topics[0], message: 'not for you', ttl: 60 })
    await publisher.request('irn_publish', { topic: topics[1], message: 'for you', ttl: 60 })
    const [delivery] = await subscriber.waitForDeliveries(1)
    expect(delivery?.data.message).toBe('for you')
    // The next message on the still-subscribed topic arrives second, so nothing from the first slipped in.
    await publisher.request('irn_publish', { topic: topics[1], message: 'again', ttl: 60 })
    await subscriber.waitForDeliveries(2)
    expect(subscriber.deliveries.map((d) => d.data.message)).toEqual(['for you', 'again'])
  })

  test('a message published again after its subscriber acknowledged it (an SDK retry) is not delivered twice', async () => {
    const publisher = await client()
    const subscriber = await client()
    const topic = '9'.repeat(64)
    await subscriber.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'once', ttl: 60 })
    await subscriber.waitForDeliveries(1)
    // Answered after the ack on the same socket, so the relay has taken the ack by now.
    expect((await subscriber.request('irn_batchFetchMessages', { topics: [topic] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    expect((await publisher.request('irn_publish', { topic, message: 'once', ttl: 60 })).result).toBe(true)
    await publisher.request('irn_publish', { topic, message: 'next', ttl: 60 })
    await subscriber.waitForDeliveries(2)
    expect(subscriber.deliveries.map((d) => d.data.message)).toEqual(['once', 'next'])
  })
})

describe('session methods', () => {
  test('wc_proposeSession subscribes the dapp to the pairing topic and stores the proposal there', async () => {
    const dapp = await client()
    const wallet = await client()
    const pairingTopic = 'f'.repeat(64)
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'proposal',
      ttl: 300,
    })
    expect(proposed.result).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForDeliveries(1)
    expect(proposal?.data).toMatchObject({ topic: pairingTopic, message: 'proposal', tag: 1100 })

    await wallet.request('irn_publish', { topic: pairingTopic, message: 'answer', ttl: 300 })
    const [answer] = await dapp.waitForDeliveries(1)
    expect(answer?.data.message).toBe('answer')
  })

  test('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet', async () => {
    const dapp = await client()
    const wallet = await client()
    const pairingTopic = '1'.repeat(64)
    const sessionTopic = '2'.repeat(64)
    await dapp.request('irn_subscribe', { topic: pairingTopic })
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    const [response] = await dapp.waitForDeliveries(1)
    expect(response?.data).toMatchObject({ topic: pairingTopic, message: 'response', tag: 1101 })

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const [, settle] = await dapp.waitForDeliveries(2)
    expect(settle?.data).toMatchObject({ topic: sessionTopic, message: 'settle', tag: 1102 })

    await dapp.request('irn_publish', { topic: sessionTopic, message: 'settle ack', ttl: 300 })
    const [ack] = await wallet.waitForDeliveries(1)
    expect(ack?.data.message).toBe('settle ack')
  })
})

describe('reconnects', () => {
  test('a client whose socket died gets, on its next socket, what was acknowledged to the publisher meanwhile', async () => {
    const publisher = await client()
    const subscriber = await client()
    const topic = '3'.repeat(64)
    await subscriber.request('irn_subscribe', { topic })
    await subscriber.kill()

    expect(
      (await publisher.request('irn_publish', { topic, message: 'while you were away', ttl: 300 })).result,
    ).toBe(true)
    const back = await client({ keyPair: subscriber.keyPair })
    // The relay remembers the client's subscriptions, so the backlog arrives before any re-subscribe.
    const [delivery] = await back.waitForDeliveries(1)
    expect(delivery?.data.message).toBe('while you were away')
  })

  test('a delivery the client never acknowledged is sent again on its next socket; an acknowledged one is not', async () => {
    const publisher = await client()
    const silent = await client({ acknowledge: false })
    const topic = '4'.repeat(64)
    await silent.request('irn_subscribe', { topic })
    await publisher.request('irn_publish', { topic, message: 'unacknowledged', ttl: 300 })
    await silent.waitForDeliveries(1)
    await silent.kill()

    const back = await client({ keyPair: silent.keyPair })
    const [again] = await back.waitForDeliveries(1)
    expect(again?.data.message).toBe('unacknowledged')
    await publisher.request('irn_publish', { topic, message: 'next', ttl: 300 })
    await back.waitForDeliveries(2)
    await back.kill()

    const third = await client({ keyPair: silent.keyPair })
    await third.request('irn_subscribe', { topic })
    const fetched = await third.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
  })
})

describe('errors', () => {
  test('an unknown method gets a JSON-RPC "method not found" error that names it', async () => {
    const alice = await client()
    expect(await alice.request('irn_teleport', {})).toMatchObject({
      error: { code: RPC_METHOD_NOT_FOUND, message: 'Method not found: irn_teleport' },
    })
  })

  const T = 'a'.repeat(64)
  test.each([
    ['irn_subscribe', {}, 'Invalid params: "topic" must be 64 lowercase hex characters'],
    [
      'irn_subscribe',
      { topic: 'A'.repeat(64) },
      'Invalid params: "topic" must be 64 lowercase hex characters',
    ],
    [
      'irn_subscribe',
      { topic: T, extra: 1 },
      'Invalid params: "extra" must be left out: it is not a param of this method',
    ],
    [
      'irn_publish',
      { topic: T, message: 'm' },
      'Invalid params: "ttl" must be a positive integer number of seconds',
    ],
    ['irn_publish', { topic: T, ttl: 30 }, 'Invalid params: "message" must be a non-empty string'],
    [
      'irn_publish',
      { topic: T, message: 'm', ttl: 30, tag: 2 ** 32 },
      'Invalid params: "tag" must be an integer from 0 to 4294967295',
    ],
    [
      'irn_publish',
      { topic: T, message: 'm', ttl: 30, attestation: 'a'.repeat(4097) },
      'Invalid params: "attestation" must be a string of 1 to 4096 characters',
    ],
    ['irn_batchSubscribe', { topics: [] }, 'Invalid params: "topics" must be an array of 1 to 500 topics'],
    [
      'irn_batchSubscribe',
      { topics: Array(501).fill(T) },
      'Invalid params: "topics" must be an array of 1 to 500 topics',
    ],
    [
      'irn_batchSubscribe',
      { topics: [T, 't'] },
      'Invalid params: "topics[1]" must be 64 lowercase hex characters',
    ],
    ['irn_unsubscribe', { topic: T }, 'Invalid params: "id" must be 64 lowercase hex characters'],
    [
      'wc_proposeSession',
      { pairingTopic: T, ttl: 300 },
      'Invalid params: "sessionProposal" must be a non-empty string',
    ],
    [
      'wc_approveSession',
      { sessionTopic: T, pairingTopic: T, sessionProposalResponse: 'r', ttl: 300 },
      'Invalid params: "sessionSettlementRequest" must be a non-empty string',
    ],
    [
      'wc_approveSession',
      { sessionTopic: 's' },
      'Invalid params: "sessionTopic" must be 64 lowercase hex characters',
    ],
    ['irn_subscribe', 'topic', 'Invalid params: "params" must be an object'],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [{ id: T }] },
      'Invalid params: "subscriptions[0].topic" must be 64 lowercase hex characters',
    ],
    [
      'irn_batchUnsubscribe',
      { subscriptions: [{ id: T, topic: T, x: 1 }] },
      'Invalid params: "subscriptions[0].x" must be left out: it is not a param of this method',
    ],
    [
      'irn_batchFetchMessages',
      { topics: 'a' },
      'Invalid params: "topics" must be an array of 1 to 500 topics',
    ],
  ])('%s with bad params names the param', async (method, params, message) => {
    const alice = await client()
    expect(await alice.request(method, params)).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      error: { code: RPC_INVALID_PARAMS, message },
    })
  })

  test('a request id beyond 2^53 comes back exactly as sent', async () => {
    const alice = await client()
    const id = '1732243200123456789'
    const answer = new Promise<string>((resolve) =>
      alice.socket.once('message', (raw) => resolve(raw.toString())),
    )
    alice.socket.send(`{"id":${id},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"big"}}`)
    expect(await answer).toContain(`"id":${id},`)
  })
})

describe('auth', () => {
  test('a missing auth closes the socket with the reason', async () => {
    expect(await connectForCloseReason(`${relay.url}/?projectId=x`)).toEqual({
      code: 1008,
      reason: AUTH_MISSING_MESSAGE,
    })
  })

  test('a JWT whose signature is not its issuer’s closes the socket with the reason', async () => {
    const jwt = await signJWT('sub', relay.url, 3600, generateKeyPair())
    const [header, , signature] = jwt.split('.')
    const otherPayload = (await signJWT('sub', relay.url, 3600, generateKeyPair())).split('.')[1]
    expect(await connectForCloseReason(`${relay.url}/?auth=${header}.${otherPayload}.${signature}`)).toEqual({
      code: 1008,
      reason: AUTH_BAD_SIGNATURE_MESSAGE,
    })
  })

  test('an expired JWT closes the socket with the reason', async () => {
    const issuedAt = Math.floor(clock.now() / 1000) - 7200
    const jwt = await signJWT('sub', relay.url, 3600, generateKeyPair(), issuedAt)
    expect(await connectForCloseReason(`${relay.url}/?auth=${jwt}`)).toEqual({
      code: 1008,
      reason: AUTH_EXPIRED_MESSAGE,
    })
  })
})

describe('the server', () => {
  test('GET /health answers ok', async () => {
    const response = await fetch(`${relay.httpUrl}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', backend: 'memory' })
  })

  test('a busy port fails with an error that names it', async () => {
    const start = startRelay({ port: relay.port, host: '127.0.0.1', quiet: true })
    await expect(start).rejects.toBeInstanceOf(RelayPortInUseError)
    await expect(start).rejects.toThrow(`Port ${relay.port} on 127.0.0.1 is already in use`)
  })

  test('a socket that never answers pings is dropped', async () => {
    const pinging = await startRelay({ port: 0, quiet: true, pingIntervalMs: 50 })
    try {
      const jwt = await signJWT('sub', pinging.url, 3600, generateKeyPair())
      const mute = new WebSocket(`${pinging.url}/?auth=${jwt}`, { autoPong: false })
      const closed = new Promise<number>((resolve) => mute.once('close', (code) => resolve(code)))
      expect(await closed).toBe(1006)
    } finally {
      await pinging.close()
    }
  })

  test('the relay pings an idle socket', async () => {
    const pinging = await startRelay({ port: 0, quiet: true, pingIntervalMs: 50 })
    try {
      const idle = await connectTestClient(pinging.url)
      await new Promise<void>((resolve) => idle.socket.once('ping', () => resolve()))
      await idle.close()
    } finally {
      await pinging.close()
    }
  })
})
