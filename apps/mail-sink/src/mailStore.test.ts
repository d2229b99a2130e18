import { describe, expect, it } from 'vitest'
import { createMailStore } from './mailStore'

const mail = (to: string, subject: string) => ({
  receivedAt: new Date(0).toISOString(),
  from: 'cloud@portico.test',
  to: [to],
  subject,
  text: subject,
  html: null,
})

describe('createMailStore', () => {
  it('lists newest first, filters by recipient without regard to case, and forgets beyond its limit', () => {
    const store = createMailStore(2)
    store.add(mail('a@example.com', 'one'))
    store.add(mail('b@example.com', 'two'))
    store.add(mail('a@example.com', 'three'))
    expect(store.list().map((entry) => entry.subject)).toEqual(['three', 'two'])
    expect(store.list(' A@Example.com ').map((entry) => entry.subject)).toEqual(['three'])
    store.clear()
    expect(store.list()).toEqual([])
  })
})
