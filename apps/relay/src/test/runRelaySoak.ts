import { collectGarbage } from '@portico/devnet/collectGarbage'
import type { Relay } from '../startRelay'
import { connectTestClient, type TestClient } from './testClient'

export type RelaySoakParameters = {
  /** Where senders connect. */
  relay: Relay
  /** Where receivers connect (another instance on the same Redis); `relay` when not given. */
  receiverRelay?: Relay
  pairs: number
  messagesPerPair: number
  /** A receiver of every `lateEvery`-th pair subscribes only once half its messages are stored. */
  lateEvery: number
  /** How often the relay's mailbox bytes (from /metrics) and this process's heap are read. */
  sampleEveryMs: number
  /** Give up waiting for deliveries after this long without any. */
  idleTimeoutMs: number
}

export type RelaySoakResult = {
  pairs: number
  lateSubscribers: number
  messagesPublished: number
  messagesAcknowledged: number
  publishesRefused: number
  messagesDelivered: number
  lost: number
  duplicated: number
  /** Messages the relay still holds unacknowledged for a receiver after the run (irn_batchFetchMessages). */
  pendingAfter: number
  durationMs: number
  messagesPerSecond: number
  payloadBytes: { min: number; max: number; total: number }
  peakMailboxBytes: number
  finalMailboxBytes: number
  /**
   * This process's heap (relay and clients together): `peak` as sampled, garbage included;
   * `retained` after a full collection with every message still in the mailbox and every client open.
   */
  heapUsedBytes: { before: number; peak: number; retained: number }
}

/** The relay's mailbox bytes as its /metrics reports them. */
export async function scrapeMailboxBytes(relay: Relay): Promise<number> {
  const text = await (await fetch(`${relay.httpUrl}/metrics`)).text()
  const line = text.split('\n').find((row) => row.startsWith('portico_relay_mailbox_bytes '))
  if (!line) throw new Error('/metrics has no portico_relay_mailbox_bytes')
  return Number(line.split(' ')[1])
}

/** A payload of 100 to 2,000 characters, like an encrypted WalletConnect envelope, naming its pair and number. */
function payload(pair: number, n: number): string {
  const length = 100 + ((pair * 7919 + n * 104_729) % 1901)
  const label = `${pair}:${n}:`
  return label + 'x'.repeat(length - label.length)
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Sender/receiver pairs, each on a topic of its own: every sender publishes its messages one at a
 * time, waiting for each ack; receivers of most pairs subscribe first, the rest halfway through, so
 * half of their messages come from the mailbox. Counts what every receiver got against what every
 * sender was told is stored.
 */
export async function runRelaySoak(parameters: RelaySoakParameters): Promise<RelaySoakResult> {
  const { relay, pairs, messagesPerPair, lateEvery } = parameters
  const receiverRelay = parameters.receiverRelay ?? relay
  const clients: TestClient[] = []
  const connect = async (on: Relay) => {
    const connected = await connectTestClient(on.url)
    clients.push(connected)
    return connected
  }
  const heap = () => process.memoryUsage().heapUsed
  collectGarbage()
  const heapBefore = heap()
  let peakHeap = heapBefore
  let peakMailboxBytes = 0
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peakHeap = Math.max(peakHeap, heap())
      peakMailboxBytes = Math.max(peakMailboxBytes, await scrapeMailboxBytes(relay))
      await sleep(parameters.sampleEveryMs)
    }
  })()

  try {
    const sessions = await Promise.all(
      Array.from({ length: pairs }, async (_, pair) => ({
        pair,
        topic: `${String(pair).padStart(4, '0')}${'f'.repeat(60)}`,
        sender: await connect(relay),
        receiver: await connect(receiverRelay),
        late: pair % lateEvery === lateEvery - 1,
        acknowledged: [] as string[],
        refused: 0,
      })),
    )
    const payloadSizes = sessions.flatMap(({ pair }) =>
      Array.from({ length: messagesPerPair }, (_, n) => payload(pair, n).length),
    )
    await Promise.all(
      sessions.filter((s) => !s.late).map((s) => s.receiver.request('irn_subscribe', { topic: s.topic })),
    )
    const started = performance.now()
    await Promise.all(
      sessions.map(async (session) => {
        let subscribing: Promise<unknown> = Promise.resolve()
        for (let n = 0; n < messagesPerPair; n++) {
          // Not awaited: the sender keeps publishing while the receiver's backlog is sent.
          if (session.late && n === Math.floor(messagesPerPair / 2)) {
            subscribing = session.receiver.request('irn_subscribe', { topic: session.topic })
          }
          const message = payload(session.pair, n)
          const answer = await session.sender.request('irn_publish', {
            topic: session.topic,
            message,
            ttl: 300,
            tag: 1108,
          })
          if (answer.result === true) session.acknowledged.push(message)
          else session.refused += 1
        }
        await subscribing
      }),
    )
    // Every receiver has all it was owed, or nothing has arrived for idleTimeoutMs.
    let delivered = -1
    let lastProgress = performance.now()
    const owed = sessions.reduce((sum, s) => sum + s.acknowledged.length, 0)
    const unique = () =>
      sessions.reduce((sum, s) => sum + new Set(s.receiver.deliveries.map((d) => d.data.message)).size, 0)
    while (unique() < owed && performance.now() - lastProgress < parameters.idleTimeoutMs) {
      const now = sessions.reduce((sum, s) => sum + s.receiver.deliveries.length, 0)
      if (now !== delivered) {
        delivered = now
        lastProgress = performance.now()
      }
      await sleep(20)
    }
    const durationMs = performance.now() - started
    // A duplicate would trail its original: give one a moment to arrive before counting.
    await sleep(250)

    let lost = 0
    let duplicated = 0
    let messagesDelivered = 0
    for (const session of sessions) {
      const received = session.receiver.deliveries.map((d) => d.data.message)
      const receivedSet = new Set(received)
      messagesDelivered += received.length
      duplicated += received.length - receivedSet.size
      lost += session.acknowledged.filter((message) => !receivedSet.has(message)).length
    }
    const pending = await Promise.all(
      sessions.map(async (s) => {
        const fetched = await s.receiver.request('irn_batchFetchMessages', { topics: [s.topic] })
        return (fetched.result as { messages: unknown[] }).messages.length
      }),
    )
    sampling = false
    await sampler
    peakHeap = Math.max(peakHeap, heap())
    collectGarbage()
    const heapRetained = heap()
    const finalMailboxBytes = await scrapeMailboxBytes(relay)
    peakMailboxBytes = Math.max(peakMailboxBytes, finalMailboxBytes)
    const messagesAcknowledged = sessions.reduce((sum, s) => sum + s.acknowledged.length, 0)
    return {
      pairs,
      lateSubscribers: sessions.filter((s) => s.late).length,
      messagesPublished: pairs * messagesPerPair,
      messagesAcknowledged,
      publishesRefused: sessions.reduce((sum, s) => sum + s.refused, 0),
      messagesDelivered,
      lost,
      duplicated,
      pendingAfter: pending.reduce((sum, count) => sum + count, 0),
      durationMs: Math.round(durationMs),
      messagesPerSecond: Math.round((messagesAcknowledged / durationMs) * 1000),
      payloadBytes: {
        min: Math.min(...payloadSizes),
        max: Math.max(...payloadSizes),
        total: payloadSizes.reduce((sum, size) => sum + size, 0),
      },
      peakMailboxBytes,
      finalMailboxBytes,
      heapUsedBytes: { before: heapBefore, peak: peakHeap, retained: heapRetained },
    }
  } finally {
    sampling = false
    await sampler.catch(() => undefined)
    await Promise.all(clients.map((connected) => connected.close()))
  }
}
