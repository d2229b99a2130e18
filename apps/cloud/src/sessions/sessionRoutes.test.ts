import { generateKeyPairSync, sign } from 'node:crypto'
import { createSiwxMessage } from '@portico/siwx'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import {
  INVALID_SIGNATURE_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  SIGN_IN_OTHER_SITE_MESSAGE,
  TOKEN_ACCOUNT_MISMATCH_MESSAGE,
  UNKNOWN_NONCE_MESSAGE,
} from './sessionErrors'

const OTHER_PROJECT = {
  id: 'sessions-other',
  name: 'Other',
  allowedOrigins: ['https://other.example'],
  isAnalyticsEnabled: false,
}
const CHAIN = 'eip155:1'
const JSON_HEADERS = { 'content-type': 'application/json', origin: DEMO_ORIGIN }

describe.each(BACKENDS)('sign-in sessions on %s', (backend) => {
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    cloud = await startTestCloud(backend, { projects: [OTHER_PROJECT], clock: () => nowMs })
  })
  afterAll(() => cloud?.close())
  beforeEach(() => {
    nowMs = Date.now()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}, query = {}) =>
    fetch(cloudUrl(cloud, path, query), {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify(body),
    })
  const getSessions = (address: string, token?: string) =>
    fetch(cloudUrl(cloud, `/v1/sessions/${address}`), {
      headers: { origin: DEMO_ORIGIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  const introspect = async (token: string) =>
    (await (await post('/v1/sessions/introspect', { token })).json()) as { active: boolean; sub?: string }

  async function serverNonce(query = {}, origin = DEMO_ORIGIN): Promise<string> {
    const response = await post('/v1/sessions/nonce', {}, { origin }, query)
    expect(response.status).toBe(200)
    return ((await response.json()) as { nonce: string }).nonce
  }

  async function signedMessage(account: PrivateKeyAccount, nonce: string, uri = DEMO_ORIGIN) {
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: CHAIN,
      domain: new URL(uri).host,
      uri,
      version: '1',
      nonce,
      issuedAt: new Date(nowMs).toISOString(),
      expirationTime: new Date(nowMs + 3_600_000).toISOString(),
    }).toString()
    return { message, signature: await account.signMessage({ message }) }
  }

  async function signIn(account = privateKeyToAccount(generatePrivateKey())) {
    const signed = await signedMessage(account, await serverNonce())
    const response = await post('/v1/sessions', signed)
    expect(response.status).toBe(201)
    const { token } = (await response.json()) as { token: string }
    return { account, token, signed }
  }

  test('the server’s nonce, signed, gives a session and a token that introspects as the account', async () => {
    const { account, token } = await signIn()
    expect(await introspect(token)).toMatchObject({
      active: true,
      sub: `${CHAIN}:${account.address}`,
      aud: 'portico-demo',
    })
    const listed = await getSessions(account.address, token)
    expect(listed.status).toBe(200)
    const { sessions } = (await listed.json()) as { sessions: { address: string; chainId: string }[] }
    expect(sessions).toEqual([expect.objectContaining({ address: account.address, chainId: CHAIN })])
  })

  test('a signed message replayed is refused: its nonce was used', async () => {
    const { signed } = await signIn()
    const replay = await post('/v1/sessions', signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: UNKNOWN_NONCE_MESSAGE })
  })

  test('a nonce the server never issued, one of another project, or one past 10 minutes is refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const invented = await post('/v1/sessions', await signedMessage(account, 'abcdefghijklmnop1234'))
    expect(invented.status).toBe(401)

    const otherNonce = await serverNonce({ projectId: OTHER_PROJECT.id }, 'https://other.example')
    const foreign = await post('/v1/sessions', await signedMessage(account, otherNonce))
    expect(foreign.status).toBe(401)

    const stale = await serverNonce()
    nowMs += 10 * 60_000 + 1
    const late = await post('/v1/sessions', await signedMessage(account, stale))
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ error: UNKNOWN_NONCE_MESSAGE })
  })

  test('a signature by another key is refused, and nothing is stored', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signed = await signedMessage(account, await serverNonce())
    const forger = privateKeyToAccount(generatePrivateKey())
    const response = await post('/v1/sessions', {
      message: signed.message,
      signature: await forger.signMessage({ message: signed.message }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: INVALID_SIGNATURE_MESSAGE })
  })

  test('a message for a site the project does not allow, or sent by another page, is refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const elsewhere = await post(
      '/v1/sessions',
      await signedMessage(account, await serverNonce(), 'https://evil.example'),
    )
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.json()).toEqual({ error: SIGN_IN_OTHER_SITE_MESSAGE })
    // Signed for the demo page, but handed in by another allowed page of the project.
    const otherPage = await post('/v1/sessions', await signedMessage(account, await serverNonce()), {
      origin: 'http://localhost:5173',
    })
    expect(otherPage.status).toBe(403)
  })

  test('revoke ends the session: introspection says inactive, GET and a second revoke refuse the token', async () => {
    const { account, token } = await signIn()
    const revoked = await post(
      `/v1/sessions/${account.address}/revoke`,
      {},
      { authorization: `Bearer ${token}` },
    )
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ success: true, revoked: 1 })
    expect(await introspect(token)).toEqual({ active: false })
    const listed = await getSessions(account.address, token)
    expect(listed.status).toBe(401)
    expect(await listed.json()).toEqual({ error: INVALID_TOKEN_MESSAGE })
    const again = await post(
      `/v1/sessions/${account.address}/revoke`,
      {},
      { authorization: `Bearer ${token}` },
    )
    expect(again.status).toBe(401)
  })

  test('a token signed by another Ed25519 key, or tampered with, is refused', async () => {
    const { account, token } = await signIn()
    const [header, payload] = token.split('.') as [string, string]
    // Same header (same kid), claims of a live session, signed by a key of the attacker's.
    const { privateKey } = generateKeyPairSync('ed25519')
    const forged = `${header}.${payload}.${sign(null, Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`
    expect(await introspect(forged)).toEqual({ active: false })
    expect((await getSessions(account.address, forged)).status).toBe(401)

    const victim = privateKeyToAccount(generatePrivateKey())
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: `${CHAIN}:${victim.address}` }),
    ).toString('base64url')
    const tampered = `${header}.${tamperedPayload}.${token.split('.')[2]}`
    expect(await introspect(tampered)).toEqual({ active: false })
    expect((await getSessions(victim.address, tampered)).status).toBe(401)
    expect((await getSessions(account.address)).status).toBe(401)
  })

  test('a token names one account and one project: another account’s path or project is refused', async () => {
    const { token } = await signIn()
    const other = privateKeyToAccount(generatePrivateKey())
    const mismatch = await getSessions(other.address, token)
    expect(mismatch.status).toBe(403)
    expect(await mismatch.json()).toEqual({ error: TOKEN_ACCOUNT_MISMATCH_MESSAGE })
    const { account } = await signIn(other)
    const otherProject = await fetch(
      cloudUrl(cloud, `/v1/sessions/${account.address}`, { projectId: OTHER_PROJECT.id }),
      {
        headers: { origin: 'https://other.example', authorization: `Bearer ${token}` },
      },
    )
    expect(otherProject.status).toBe(401)
  })

  test('a token past its session’s expiry is refused', async () => {
    const { token } = await signIn()
    expect(await introspect(token)).toMatchObject({ active: true })
    nowMs += 3_600_000 + 1000
    expect(await introspect(token)).toEqual({ active: false })
  })

  test('the public key is served as a JWK set', async () => {
    const response = await fetch(new URL('/v1/sessions/jwks', cloud.url))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      keys: [
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: expect.any(String),
          kid: expect.any(String),
          alg: 'EdDSA',
          use: 'sig',
        },
      ],
    })
  })
})
