import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FarcasterRelay, startFarcasterRelay } from './startFarcasterRelay'

const TTL_MS = 60_000
let nowMs = 1_800_000_000_000
let relay: FarcasterRelay

beforeEach(async () => {
  relay = await startFarcasterRelay({ host: '127.0.0.1', port: 0, channelTtlMs: TTL_MS, now: () => nowMs })
})
afterEach(() => relay.close())

async function call(path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${relay.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const openChannel = async () => {
  const opened = await call('/v1/channel', {
    body: { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173', nonce: 'abcdefgh1234' },
  })
  expect(opened.status).toBe(201)
  return opened.body as { channelToken: string; url: string; nonce: string }
}

const answer = { message: 'signed text', signature: `0x${'ab'.repeat(65)}`, fid: 7, username: 'alice' }

describe('the local Farcaster relay', () => {
  it('opens a channel whose URL carries the token, nonce, siweUri and domain', async () => {
    const channel = await openChannel()
    expect(channel.nonce).toBe('abcdefgh1234')
    const url = new URL(channel.url)
    expect(url.origin + url.pathname).toBe('https://farcaster.xyz/~/siwf')
    expect(url.searchParams.get('channelToken')).toBe(channel.channelToken)
    expect(url.searchParams.get('siweUri')).toBe('http://127.0.0.1:5173/login')
    expect(url.searchParams.get('domain')).toBe('127.0.0.1:5173')
  })

  it('picks a nonce when the app gives none', async () => {
    const opened = await call('/v1/channel', { body: { siweUri: 'https://a.example', domain: 'a.example' } })
    expect(opened.body.nonce).toMatch(/^[a-zA-Z0-9]{16}$/)
  })

  it('is pending (202) until the Farcaster app answers, then completed (200) with what it sent', async () => {
    const channel = await openChannel()
    const pending = await call('/v1/channel/status', { token: channel.channelToken })
    expect(pending).toEqual({
      status: 202,
      body: { state: 'pending', nonce: channel.nonce, url: channel.url },
    })
    const authenticated = await call('/v1/channel/authenticate', {
      token: channel.channelToken,
      body: answer,
    })
    expect(authenticated.status).toBe(201)
    const completed = await call('/v1/channel/status', { token: channel.channelToken })
    expect(completed.status).toBe(200)
    expect(completed.body).toMatchObject({ state: 'completed', nonce: channel.nonce, ...answer, bio: '' })
  })

  it('refuses a second answer to the same channel and keeps the first', async () => {
    const channel = await openChannel()
    await call('/v1/channel/authenticate', { token: channel.channelToken, body: answer })
    const second = await call('/v1/channel/authenticate', {
      token: channel.channelToken,
      body: { ...answer, fid: 8, signature: `0x${'cd'.repeat(65)}` },
    })
    expect(second).toEqual({ status: 409, body: { error: 'This channel is already completed' } })
    const status = await call('/v1/channel/status', { token: channel.channelToken })
    expect(status.body).toMatchObject({ fid: 7, signature: answer.signature })
  })

  it('refuses a token it never gave, or none, for both status and authenticate', async () => {
    await openChannel()
    const wrong = 'x'.repeat(32)
    expect((await call('/v1/channel/status', { token: wrong })).status).toBe(401)
    expect((await call('/v1/channel/status')).status).toBe(401)
    expect((await call('/v1/channel/authenticate', { token: wrong, body: answer })).status).toBe(401)
    expect((await call('/v1/channel/authenticate', { body: answer })).status).toBe(401)
  })

  it('forgets a channel after its TTL: status and authenticate both refuse it', async () => {
    const channel = await openChannel()
    nowMs += TTL_MS - 1
    expect((await call('/v1/channel/status', { token: channel.channelToken })).status).toBe(202)
    nowMs += 1
    expect((await call('/v1/channel/status', { token: channel.channelToken })).status).toBe(401)
    const late = await call('/v1/channel/authenticate', { token: channel.channelToken, body: answer })
    expect(late.status).toBe(401)
  })

  it('says what is wrong with a bad body', async () => {
    expect(await call('/v1/channel', { body: 'not json' })).toEqual({
      status: 400,
      body: { error: 'The body is not JSON' },
    })
    expect((await call('/v1/channel', { body: { domain: 'a.example' } })).body).toEqual({
      error: 'siweUri must be a non-empty string',
    })
    expect((await call('/v1/channel', { body: { siweUri: 'nope', domain: 'a.example' } })).body).toEqual({
      error: 'siweUri must be an absolute URL',
    })
    const channel = await openChannel()
    const badFid = await call('/v1/channel/authenticate', {
      token: channel.channelToken,
      body: { ...answer, fid: -1 },
    })
    expect(badFid).toEqual({ status: 400, body: { error: 'fid must be a positive whole number' } })
    const badSignature = await call('/v1/channel/authenticate', {
      token: channel.channelToken,
      body: { ...answer, signature: 'zz' },
    })
    expect(badSignature.body).toEqual({ error: 'signature must be hex' })
    expect((await call('/v1/channel/status', { token: channel.channelToken })).status).toBe(202)
  })

  it('answers 404 for a route it does not have', async () => {
    expect(await call('/v1/other')).toEqual({ status: 404, body: { error: 'No route GET /v1/other' } })
  })
})
