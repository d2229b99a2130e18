import { expect, test } from 'vitest'
import { messageBytes } from '../mailbox/messageBytes'
import type { Mailbox, MailboxQuota, RelayMessage } from '../mailbox/types'

const NOW = 1_800_000_000_000

function message(overrides: Partial<RelayMessage> = {}): RelayMessage {
  return {
    id: 'id-1',
    topic: 'topic-1',
    message: 'payload',
    publishedAt: NOW,
    expiresAt: NOW + 60_000,
    tag: 1108,
    senderId: 'did:key:sender',
    senderAddress: '203.0.113.1',
    ...overrides,
  }
}

/** The behaviour every Mailbox must have, run against each implementation. */
export function mailboxContract(createMailbox: (quota?: MailboxQuota) => Promise<Mailbox>) {
  test('keeps a message for its topic until it expires', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message(), NOW)
    expect(await mailbox.list('topic-1', NOW + 59_999)).toEqual([message()])
    expect(await mailbox.list('other-topic', NOW)).toEqual([])
    expect(await mailbox.list('topic-1', NOW + 60_000)).toEqual([])
    // Dropped for good, not only hidden: moving back in time does not bring it back.
    expect(await mailbox.list('topic-1', NOW)).toEqual([])
  })

  test('lists oldest first and keeps one copy of a message published twice', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'late', publishedAt: NOW + 10 }), NOW)
    await mailbox.add(message({ id: 'early', publishedAt: NOW }), NOW)
    await mailbox.add(message({ id: 'early', publishedAt: NOW + 20 }), NOW)
    expect((await mailbox.list('topic-1', NOW)).map((m) => [m.id, m.publishedAt])).toEqual([
      ['early', NOW],
      ['late', NOW + 10],
    ])
  })

  test('a sweep drops expired messages of topics nobody lists', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'old', expiresAt: NOW + 10 }), NOW)
    await mailbox.add(message({ id: 'new', expiresAt: NOW + 1000 }), NOW)
    await mailbox.sweep(NOW + 10)
    expect((await mailbox.list('topic-1', NOW)).map((m) => m.id)).toEqual(['new'])
  })

  test('a message acknowledged by its recipient is dropped and gives its room back; its sender’s own ack is no ack', async () => {
    const size = messageBytes(message({ id: 'x' }))
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'x' }), NOW)
    await mailbox.add(message({ id: 'y' }), NOW)
    await mailbox.acknowledge('did:key:sender', message({ id: 'y' }))
    await mailbox.acknowledge('did:key:recipient', message({ id: 'x' }))
    expect((await mailbox.list('topic-1', NOW)).map((m) => m.id)).toEqual(['y'])
    expect(await mailbox.bytes(NOW)).toBe(size)
  })

  test('counts the messages alive on every topic', async () => {
    const mailbox = await createMailbox()
    expect(await mailbox.count(NOW)).toBe(0)
    await mailbox.add(message({ id: 'a', topic: 'count-1' }), NOW)
    await mailbox.add(message({ id: 'b', topic: 'count-2', expiresAt: NOW + 1000 }), NOW)
    await mailbox.add(message({ id: 'b', topic: 'count-2', expiresAt: NOW + 1000 }), NOW)
    expect(await mailbox.count(NOW)).toBe(2)
    expect(await mailbox.count(NOW + 1000)).toBe(1)
  })

  const roomy: MailboxQuota = {
    topicMaxMessages: 100,
    topicMaxBytes: 1_000_000,
    budgetBytes: 1_000_000,
    clientMaxBytes: 1_000_000,
    clientMaxMessages: 100,
    addressMaxBytes: 1_000_000,
    addressMaxMessages: 100,
  }

  test("refuses a message past its topic's message cap, stores other topics, and has room again after expiry", async () => {
    const mailbox = await createMailbox({ ...roomy, topicMaxMessages: 2 })
    expect(await mailbox.add(message({ id: 'a', expiresAt: NOW + 10 }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'b' }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'c' }), NOW)).toBe('topicMessagesFull')
    expect(await mailbox.add(message({ id: 'c', topic: 'topic-2' }), NOW)).toBe('stored')
    // Full, yet a message it already holds (an SDK retry) is accepted as the same message.
    expect(await mailbox.add(message({ id: 'b' }), NOW)).toBe('duplicate')
    expect((await mailbox.list('topic-1', NOW)).map((m) => m.id)).toEqual(['a', 'b'])
    expect(await mailbox.add(message({ id: 'c' }), NOW + 10)).toBe('stored')
    expect((await mailbox.list('topic-1', NOW + 10)).map((m) => m.id)).toEqual(['b', 'c'])
  })

  test("refuses a message past its topic's byte cap", async () => {
    const size = messageBytes(message({ id: 'a' }))
    const mailbox = await createMailbox({ ...roomy, topicMaxBytes: 2 * size })
    expect(await mailbox.add(message({ id: 'a' }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'b' }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'c' }), NOW)).toBe('topicBytesFull')
    expect(await mailbox.add(message({ id: 'c', topic: 'topic-2' }), NOW)).toBe('stored')
  })

  test('holds every topic together to the budget, counting the bytes it keeps', async () => {
    const size = messageBytes(message({ id: 'a' }))
    const mailbox = await createMailbox({ ...roomy, budgetBytes: 2 * size })
    expect(await mailbox.bytes(NOW)).toBe(0)
    expect(await mailbox.add(message({ id: 'a', expiresAt: NOW + 10 }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'b', topic: 'topic-2' }), NOW)).toBe('stored')
    expect(await mailbox.bytes(NOW)).toBe(2 * size)
    expect(await mailbox.add(message({ id: 'c', topic: 'topic-3' }), NOW)).toBe('budgetReached')
    expect(await mailbox.list('topic-3', NOW)).toEqual([])
    // An expired message of a topic nobody reads gives its room back.
    expect(await mailbox.add(message({ id: 'c', topic: 'topic-3' }), NOW + 10)).toBe('stored')
    expect(await mailbox.bytes(NOW + 10)).toBe(2 * size)
    expect(await mailbox.count(NOW + 10)).toBe(2)
  })

  test('a client over its message count loses its own oldest message, on any topic, and no one else’s', async () => {
    const mailbox = await createMailbox({ ...roomy, clientMaxMessages: 2 })
    const other = { senderId: 'did:key:other', senderAddress: '198.51.100.1' }
    expect(await mailbox.add(message({ id: 'theirs', ...other }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'a', topic: 'topic-a', publishedAt: NOW }), NOW)).toBe('stored')
    expect(await mailbox.add(message({ id: 'b', publishedAt: NOW + 1 }), NOW + 1)).toBe('stored')
    expect(await mailbox.add(message({ id: 'c', publishedAt: NOW + 2 }), NOW + 2)).toBe('stored')
    expect(await mailbox.list('topic-a', NOW + 2)).toEqual([])
    expect((await mailbox.list('topic-1', NOW + 2)).map((m) => m.id)).toEqual(['theirs', 'b', 'c'])
    expect(await mailbox.count(NOW + 2)).toBe(3)
  })

  test('a client over its byte budget loses its own oldest messages until the new one fits', async () => {
    const size = messageBytes(message({ id: 'a' }))
    const mailbox = await createMailbox({ ...roomy, clientMaxBytes: 2 * size })
    for (const [n, id] of ['a', 'b', 'c'].entries()) {
      expect(await mailbox.add(message({ id, publishedAt: NOW + n }), NOW + n)).toBe('stored')
    }
    expect((await mailbox.list('topic-1', NOW + 2)).map((m) => m.id)).toEqual(['b', 'c'])
    expect(await mailbox.bytes(NOW + 2)).toBe(2 * size)
  })

  test('an address is held to its budget whatever did:keys it shows, and its neighbours keep theirs', async () => {
    const size = messageBytes(message({ id: 'a' }))
    const mailbox = await createMailbox({ ...roomy, addressMaxMessages: 2, addressMaxBytes: 10 * size })
    const neighbour = { senderId: 'did:key:neighbour', senderAddress: '198.51.100.1' }
    expect(await mailbox.add(message({ id: 'n', ...neighbour }), NOW)).toBe('stored')
    for (const [n, id] of ['k1', 'k2', 'k3'].entries()) {
      const fresh = { id, senderId: `did:key:${id}`, publishedAt: NOW + n }
      expect(await mailbox.add(message(fresh), NOW + n)).toBe('stored')
    }
    expect((await mailbox.list('topic-1', NOW + 2)).map((m) => m.id)).toEqual(['n', 'k2', 'k3'])
  })

  test('an evicted or acknowledged message no longer counts in its sender’s budget', async () => {
    const mailbox = await createMailbox({ ...roomy, clientMaxMessages: 2 })
    await mailbox.add(message({ id: 'a', publishedAt: NOW }), NOW)
    await mailbox.add(message({ id: 'b', publishedAt: NOW + 1 }), NOW)
    await mailbox.acknowledge('did:key:recipient', message({ id: 'a' }))
    expect(await mailbox.add(message({ id: 'c', publishedAt: NOW + 2 }), NOW)).toBe('stored')
    expect((await mailbox.list('topic-1', NOW)).map((m) => m.id)).toEqual(['b', 'c'])
  })
}
