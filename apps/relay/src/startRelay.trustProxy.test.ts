import { afterEach, describe, expect, test } from 'vitest'
import { RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE } from './errors'
import type { TrustProxy } from './limits/trustProxy'
import { type Relay, startRelay } from './startRelay'
import { newTopic } from './test/relayFixtures'
import { connectTestClient, type TestClient } from './test/testClient'

// The listed proxy is 127.0.0.1; other 127.0.0.0/8 addresses are the same machine but untrusted peers.
const PROXY = '127.0.0.1'
const STRANGER = '127.0.0.2'
const PUBLISHES_PER_ADDRESS = 2

const relays: Relay[] = []
const clients: TestClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.close()))
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})

async function relayTrusting(trustProxy: TrustProxy) {
  const relay = await startRelay({
    port: 0,
    quiet: true,
    trustProxy,
    limits: { publishesPerAddress: PUBLISHES_PER_ADDRESS },
  })
  relays.push(relay)
  return relay
}

/**
 * One fresh did:key per X-Forwarded-For given, each connecting from `peer` and publishing once: what each got
 * back, true or the refusal's message.
 */
async function publishOnceEach(relay: Relay, peer: string, forwardedFors: string[]) {
  const outcomes = []
  for (const forwardedFor of forwardedFors) {
    const connected = await connectTestClient(relay.url, {
      localAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    clients.push(connected)
    const answer = await connected.request('irn_publish', { topic: newTopic(), message: 'm', ttl: 300 })
    outcomes.push(answer.result ?? answer.error?.message)
  }
  return outcomes
}

const LIMITED_ON_THE_THIRD = [true, true, RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE]

describe('with the proxy listed by address', () => {
  const trustProxy: TrustProxy = [PROXY]

  test('a peer that is not the proxy gains nothing by forging X-Forwarded-For', async () => {
    const relay = await relayTrusting(trustProxy)
    const forged = ['203.0.113.1', '203.0.113.2', `${PROXY}, 203.0.113.3`]
    expect(await publishOnceEach(relay, STRANGER, forged)).toEqual(LIMITED_ON_THE_THIRD)
  })

  test('each client behind the proxy is held to the rate of its own address', async () => {
    const relay = await relayTrusting(trustProxy)
    const oneClient = ['203.0.113.7', '203.0.113.7', '203.0.113.7']
    expect(await publishOnceEach(relay, PROXY, oneClient)).toEqual(LIMITED_ON_THE_THIRD)
    expect(await publishOnceEach(relay, PROXY, ['198.51.100.9'])).toEqual([true])
  })

  test('a forged left-most entry behind the proxy gains nothing', async () => {
    const relay = await relayTrusting(trustProxy)
    // The client wrote the first entry; the proxy appended the address it saw.
    const forged = ['1.1.1.1, 203.0.113.7', '2.2.2.2, 203.0.113.7', `${PROXY}, 203.0.113.7`]
    expect(await publishOnceEach(relay, PROXY, forged)).toEqual(LIMITED_ON_THE_THIRD)
  })
})

test.each([
  [true, 'trustProxy cannot be true'],
  [['0.0.0.0/0'], 'trustProxy cannot trust "0.0.0.0/0": that is every address'],
])('a relay started with trustProxy %j is refused before it listens', async (trustProxy, message) => {
  await expect(relayTrusting(trustProxy as TrustProxy)).rejects.toThrow(message)
})
