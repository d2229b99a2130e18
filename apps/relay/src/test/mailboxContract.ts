import { expect, test } from 'vitest'
import type { Mailbox, RelayMessage } from '../mailbox/types'

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
    ...overrides,
  }
}

/** The behaviour every Mailbox must have, run against each implementation. */
export function mailboxContract(createMailbox: () => Promise<Mailbox>) {
  test('keeps a message for its topic until it expires', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message())
    expect(await mailbox.list('topic-1', NOW + 59_999)).toEqual([message()])
    expect(await mailbox.list('other-topic', NOW)).toEqual([])
    expect(await mailbox.list('topic-1', NOW + 60_000)).toEqual([])
    // Dropped for good, not only hidden: moving back in time does not bring it back.
    expect(await mailbox.list('topic-1', NOW)).toEqual([])
  })

  test('lists oldest first and keeps one copy of a message published twice', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'late', publishedAt: NOW + 10 }))
    await mailbox.add(message({ id: 'early', publishedAt: NOW }))
    await mailbox.add(message({ id: 'early', publishedAt: NOW + 20 }))
    expect((await mailbox.list('topic-1', NOW)).map((m) => [m.id, m.publishedAt])).toEqual([
      ['early', NOW],
      ['late', NOW + 10],
    ])
  })

  test('a sweep drops expired messages of topics nobody lists', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'old', expiresAt: NOW + 10 }))
    await mailbox.add(message({ id: 'new', expiresAt: NOW + 1000 }))
    await mailbox.sweep(NOW + 10)
    expect((await mailbox.list('topic-1', NOW)).map((m) => m.id)).toEqual(['new'])
  })

  test('remembers acknowledgements per client and topic', async () => {
    const mailbox = await createMailbox()
    await mailbox.add(message({ id: 'x' }))
    await mailbox.markAcknowledged('did:key:a', message({ id: 'x' }))
    expect(await mailbox.acknowledgedIds('did:key:a', 'topic-1')).toEqual(new Set(['x']))
    expect(await mailbox.acknowledgedIds('did:key:b', 'topic-1')).toEqual(new Set())
    expect(await mailbox.acknowledgedIds('did:key:a', 'topic-2')).toEqual(new Set())
  })

  test('counts the messages alive on every topic', async () => {
    const mailbox = await createMailbox()
    expect(await mailbox.count(NOW)).toBe(0)
    await mailbox.add(message({ id: 'a', topic: 'count-1' }))
    await mailbox.add(message({ id: 'b', topic: 'count-2', expiresAt: NOW + 1000 }))
    await mailbox.add(message({ id: 'b', topic: 'count-2', expiresAt: NOW + 1000 }))
    expect(await mailbox.count(NOW)).toBe(2)
    expect(await mailbox.count(NOW + 1000)).toBe(1)
  })
}
