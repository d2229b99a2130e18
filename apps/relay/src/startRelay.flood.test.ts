import { randomBytes } from 'node:crypto'
import { collectGarbage } from '@portico/devnet/collectGarbage'
import { beforeEach, describe, expect, test } from 'vitest'
import { RPC_INVALID_PARAMS } from './errors'
import { DEFAULT_RELAY_LIMITS } from './limits/relayLimits'
import { type Relay, startRelay } from './startRelay'
import { createFakeClock } from './test/fakeClock'
import { newTopic, useRelayFixtures } from './test/relayFixtures'

// The flood one address can send at the default rates: ten did:keys, 250 KB each, for a week.
const FLOODERS = 10
const FLOOD_MESSAGES = 1_100
const FLOOD_MESSAGE_CHARS = 250_000
const FLOOD_TOPICS = 100
const TOP_OFF_MESSAGES = 1_000
const NEWCOMER_MESSAGE_CHARS = 100
const WEEK_SECONDS = 7 * 24 * 60 * 60
const SUBSCRIPTIONS_PER_FLOODER = 500
const LONG_TOPIC_CHARS = 800
/**
 * What the flood may leave behind, in this process's heap (memory backend) or in Redis: the relay's
 * mailbox before these limits held 256 MiB of it; one address's budget and the process's own churn
 * fit under this bound, which is a size and not a speed, so it holds on any machine.
 */
const RETAINED_BYTES_CEILING = 96 * 1024 * 1024

const FLOODER_ADDRESS = '203.0.113.7'
const clock = createFakeClock()
const fixtures = useRelayFixtures()
const { relays } = fixtures

/** A client behind the relay's one trusted proxy, seen at `address`. */
const clientFrom = (relay: Relay, address: string) =>
  fixtures.client(relay, { headers: { 'x-forwarded-for': address } })

const heapBytes = () => {
  collectGarbage()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

const redisBytes = async () => Number(/used_memory:(\d+)/.exec(await fixtures.admin().info('memory'))?.[1])

describe.each(['memory', 'redis'] as const)(
  'one address flooding the %s relay at its default limits',
  (backend) => {
    beforeEach(async () => {
      if (backend === 'redis') await fixtures.admin().flushall()
    })

    async function defaultRelay() {
      const relay = await startRelay({
        port: 0,
        quiet: true,
        clock,
        trustProxy: 1,
        ...(backend === 'redis' ? { redisUrl: fixtures.redisUrl() } : {}),
      })
      relays.push(relay)
      return relay
    }

    const retainedBytes = async (heapBefore: number, redisBefore: number) =>
      backend === 'redis' ? (await redisBytes()) - redisBefore : heapBytes() - heapBefore

    test('a week of 250 KB messages to random topics leaves a new sender’s publish accepted and delivered', async () => {
      const relay = await defaultRelay()
      const [heapBefore, redisBefore] = [heapBytes(), await redisBytes()]
      const flooders = await Promise.all(
        Array.from({ length: FLOODERS }, () => clientFrom(relay, FLOODER_ADDRESS)),
      )
      const topics = Array.from({ length: FLOOD_TOPICS }, newTopic)
      const answers: unknown[] = []
      // Each flooder sends its share in turn; the window moves on once every did:key used its rate.
      const flood = async (count: number, chars: number) => {
        const filler = 'A'.repeat(chars - 8)
        const perWindow = DEFAULT_RELAY_LIMITS.publishesPerClient * FLOODERS
        for (let first = 0; first < count; first += perWindow) {
          const last = Math.min(count, first + perWindow)
          await Promise.all(
            flooders.map(async (flooder, index) => {
              for (let n = first + index; n < last; n += FLOODERS) {
                const answer = await flooder.request('irn_publish', {
                  topic: topics[n % FLOOD_TOPICS],
                  message: `${String(answers.length).padStart(8, '0')}${filler}`,
                  ttl: WEEK_SECONDS,
                  tag: 1108,
                })
                answers.push(answer.error ?? answer.result)
              }
            }),
          )
          clock.advance(DEFAULT_RELAY_LIMITS.windowMs)
        }
      }
      await flood(FLOOD_MESSAGES, FLOOD_MESSAGE_CHARS)
      // Then messages as small as the newcomer's, to take whatever room the big ones left.
      await flood(TOP_OFF_MESSAGES, NEWCOMER_MESSAGE_CHARS)

      const [newcomer, receiver] = [
        await clientFrom(relay, '198.51.100.9'),
        await clientFrom(relay, '198.51.100.10'),
      ]
      const topic = newTopic()
      await receiver.request('irn_subscribe', { topic })
      const hello = 'h'.repeat(NEWCOMER_MESSAGE_CHARS)
      expect(
        await newcomer.request('irn_publish', { topic, message: hello, ttl: 300, tag: 1108 }),
      ).toMatchObject({
        result: true,
      })
      const [delivery] = await receiver.waitForDeliveries(1)
      expect(delivery?.data.message).toBe(hello)
      // Past its budgets the address loses its own oldest messages, so every publish was taken.
      expect(answers).toHaveLength(FLOOD_MESSAGES + TOP_OFF_MESSAGES)
      expect(answers.filter((answer) => answer !== true)).toEqual([])
      expect(await retainedBytes(heapBefore, redisBefore)).toBeLessThan(RETAINED_BYTES_CEILING)
    })

    test('5,000 subscriptions of 800-character topics are refused and leave nothing behind', async () => {
      const relay = await defaultRelay()
      const [heapBefore, redisBefore] = [heapBytes(), await redisBytes()]
      const flooders = await Promise.all(
        Array.from({ length: FLOODERS }, () => clientFrom(relay, FLOODER_ADDRESS)),
      )
      const answers = await Promise.all(
        flooders.flatMap((flooder) =>
          Array.from({ length: SUBSCRIPTIONS_PER_FLOODER }, () =>
            flooder.request('irn_subscribe', { topic: randomBytes(LONG_TOPIC_CHARS / 2).toString('hex') }),
          ),
        ),
      )
      expect(answers).toHaveLength(FLOODERS * SUBSCRIPTIONS_PER_FLOODER)
      for (const answer of answers) {
        expect(answer.error).toEqual({
          code: RPC_INVALID_PARAMS,
          message: 'Invalid params: "topic" must be 64 lowercase hex characters',
        })
      }
      expect(await retainedBytes(heapBefore, redisBefore)).toBeLessThan(RETAINED_BYTES_CEILING)
    })
  },
)
