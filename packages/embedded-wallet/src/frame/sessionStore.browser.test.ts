import { afterEach, expect, test } from 'vitest'
import { createSessionStore, type FrameSession } from './sessionStore'

// Real localStorage (Chromium), the storage the frame keeps its session in.
const session: FrameSession = {
  token: 'token-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  userId: 'u1',
  email: 'a@example.com',
  userName: null,
  authProvider: 'email',
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

test('a social session without email loads back with its provider and name', () => {
  const store = createSessionStore(localStorage, 'project-a')
  const social: FrameSession = { ...session, email: null, userName: 'ada', authProvider: 'github' }
  store.save(social)
  expect(store.load()).toEqual(social)
})

test('a session saved before social login (no provider, no name) reads as an email login', () => {
  const { userName: _, authProvider: __, ...older } = session
  localStorage.setItem('portico-embedded-session:project-a', JSON.stringify(older))
  expect(createSessionStore(localStorage, 'project-a').load()).toEqual(session)
})

test('an expired or damaged session is dropped on load', () => {
  const now = () => Date.parse('2030-01-01T00:00:00.000Z')
  const store = createSessionStore(localStorage, 'project-a', now)
  store.save(session)
  expect(store.load()).toBeUndefined()
  expect(localStorage.length).toBe(0)
  localStorage.setItem('portico-embedded-session:project-a', '{not json')
  expect(createSessionStore(localStorage, 'project-a').load()).toBeUndefined()
  localStorage.setItem(
    'portico-embedded-session:project-a',
    JSON.stringify({ ...session, authProvider: 'myspace' }),
  )
  expect(createSessionStore(localStorage, 'project-a').load()).toBeUndefined()
})
