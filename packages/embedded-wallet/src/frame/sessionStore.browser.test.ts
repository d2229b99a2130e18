import { afterEach, expect, test } from 'vitest'
import { createSessionStore } from './sessionStore'

// Real localStorage (Chromium), the storage the frame keeps its session in.
const session = {
  token: 'token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  userId: 'u1',
  email: 'a@example.com',
}

afterEach(() => localStorage.clear())

test('a saved session loads back for its project only, and clear forgets it', () => {
  const store = createSessionStore(localStorage, 'project-a')
  store.save(session)
  expect(store.load()).toEqual(session)
  expect(createSessionStore(localStorage, 'project-b').load()).toBeUndefined()
  store.clear()
  expect(store.load()).toBeUndefined()
})

test('an expired or damaged session is dropped on load', () => {
  const now = () => Date.parse('2030-01-01T00:00:00.000Z')
  const store = createSessionStore(localStorage, 'project-a', now)
  store.save(session)
  expect(store.load()).toBeUndefined()
  expect(localStorage.length).toBe(0)
  localStorage.setItem('portico-embedded-session:project-a', '{not json')
  expect(createSessionStore(localStorage, 'project-a').load()).toBeUndefined()
})
