import { randomBytes } from 'node:crypto'
import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Relay } from '../startRelay'
import { connectTestClient, type TestClient, type TestClientOptions } from './testClient'

/** A fresh 32-byte hex topic, as the SDK's. */
export const newTopic = () => randomBytes(32).toString('hex')

/**
 * What the relay's limit suites share: one real Redis for the file (and a client to empty or read it), and every
 * relay and client a test opened closed after that test.
 */
export function useRelayFixtures() {
  let redis: TestRedis | undefined
  let admin: Redis | undefined
  const relays: Relay[] = []
  const clients: TestClient[] = []

  beforeAll(async () => {
    redis = await startRedis()
    admin = new Redis(redis.url)
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((connected) => connected.close()))
    await Promise.all(relays.splice(0).map((relay) => relay.close()))
  })
  afterAll(async () => {
    await admin?.quit()
    await redis?.stop()
  })

  const started = <value>(value: value | undefined): value => {
    if (!value) throw new Error('the relay fixtures start Redis in beforeAll')
    return value
  }
  return {
    relays,
    clients,
    redisUrl: () => started(redis).url,
    admin: () => started(admin),
    /** A client connected to `relay`, closed after the test. */
    async client(relay: Relay, options?: TestClientOptions): Promise<TestClient> {
      const connected = await connectTestClient(relay.url, options)
      clients.push(connected)
      return connected
    },
  }
}
