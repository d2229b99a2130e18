import { generateKeyPairSync } from 'node:crypto'
import { createMemoryStorage, createPortico, ethereum } from '@portico/core'
import { createTestAdapter, testConnector } from '@portico/core/testing'
import { cloudSiwxStorage, createSiwx, verifySiwxToken } from '@portico/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_PROJECT_ID } from '../constants'
import type { Cloud } from '../startCloud'
import { BACKENDS, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const CHAIN = ethereum.caipNetworkId

/** A page of the demo's origin: core's client with a wallet that really signs, sessions kept by the cloud. */
function page(cloud: Cloud, fetchImpl: typeof fetch = fetch) {
  const account = privateKeyToAccount(generatePrivateKey())
  const wallet = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.devnet', 'ANNOUNCED'), address: account.address },
  ])
  // The scripted adapter's signature is a placeholder; this one is the key's own (EIP-191).
  wallet.adapter.signMessage = ({ message }) => account.signMessage({ message })
  const storage = cloudSiwxStorage({
    apiUrl: cloud.url,
    projectId: DEMO_PROJECT_ID,
    storage: createMemoryStorage(),
    fetch: fetchImpl,
  })
  const client = createPortico({
    projectId: DEMO_PROJECT_ID,
    networks: [ethereum],
    adapters: [wallet.adapter],
    storage: createMemoryStorage(),
    siwx: createSiwx({ storage, domain: new URL(DEMO_ORIGIN).host, uri: DEMO_ORIGIN, required: true }),
    ui: { mount: () => undefined },
  })
  const signIn = async () => {
    await client.ready
    client.open()
    await client.connect({ namespace: 'eip155', connectorId: 'io.devnet' })
    expect(client.stores.router.getState().view).toBe('SIWXSignMessage')
    expect(await client.signIn()).toBe(true)
  }
  return { account, client, storage, signIn, token: () => storage.getToken(CHAIN, account.address) }
}

describe.each(BACKENDS)('cloudSiwxStorage and verifySiwxToken against the cloud on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend)
  })
  afterAll(() => cloud?.close())

  test('sign in through core: the cloud keeps the session and a host backend reads the account from the token', async () => {
    const visitor = page(cloud)
    await visitor.signIn()
    const token = visitor.token()
    expect(token).toEqual(expect.any(String))
    const claims = await verifySiwxToken(token as string, { apiUrl: cloud.url, projectId: DEMO_PROJECT_ID })
    expect(claims).toMatchObject({ chainId: CHAIN, address: visitor.account.address, aud: DEMO_PROJECT_ID })
    // The session the cloud lists verifies in the page too: a reload asks for no new signature.
    expect(await visitor.storage.get(CHAIN, visitor.account.address)).toHaveLength(1)
  })

  test('disconnect with signOutOnDisconnect: the session is gone in the page and on the server', async () => {
    const visitor = page(cloud)
    await visitor.signIn()
    const token = visitor.token() as string
    await visitor.client.disconnect()
    expect(visitor.token()).toBeUndefined()
    expect(await verifySiwxToken(token, { apiUrl: cloud.url, projectId: DEMO_PROJECT_ID })).toBeNull()
    const listed = await fetch(
      `${cloud.url}/v1/sessions/${visitor.account.address}?projectId=${DEMO_PROJECT_ID}&st=t&sv=t`,
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(listed.status).toBe(401)
  })

  test('offline with the cloud’s public key: the token verifies; another key, a change, another project or its expiry do not', async () => {
    const visitor = page(cloud)
    await visitor.signIn()
    const token = visitor.token() as string
    const { keys } = (await (await fetch(`${cloud.url}/v1/sessions/jwks`)).json()) as {
      keys: [{ kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string }]
    }
    const [key] = keys
    const claims = await verifySiwxToken(token, { publicKey: key, projectId: DEMO_PROJECT_ID })
    expect(claims).toMatchObject({ address: visitor.account.address, chainId: CHAIN })

    const otherKey = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }) as { x: string }
    expect(await verifySiwxToken(token, { publicKey: otherKey.x, projectId: DEMO_PROJECT_ID })).toBeNull()
    const [head, payload, signature] = token.split('.') as [string, string, string]
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), aud: 'another' }),
    ).toString('base64url')
    expect(
      await verifySiwxToken(`${head}.${changed}.${signature}`, { publicKey: key, projectId: 'another' }),
    ).toBeNull()
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`
    expect(await verifySiwxToken(unsigned, { publicKey: key, projectId: DEMO_PROJECT_ID })).toBeNull()
    expect(await verifySiwxToken(token, { publicKey: key, projectId: 'another-project' })).toBeNull()
    expect(
      await verifySiwxToken(token, {
        publicKey: key,
        projectId: DEMO_PROJECT_ID,
        now: ((claims?.exp ?? 0) + 1) * 1000,
      }),
    ).toBeNull()
    expect(await verifySiwxToken('not a token', { publicKey: key, projectId: DEMO_PROJECT_ID })).toBeNull()
  })

  test('a sign-out that cannot reach the cloud stops the token at once and reaches the cloud on the next call', async () => {
    let cloudDown = false
    const flaky: typeof fetch = (input, init) =>
      cloudDown ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)
    const visitor = page(cloud, flaky)
    await visitor.signIn()
    const token = visitor.token() as string
    cloudDown = true
    await visitor.client.disconnect()
    expect(visitor.token()).toBeUndefined()
    expect(await verifySiwxToken(token, { apiUrl: cloud.url, projectId: DEMO_PROJECT_ID })).not.toBeNull()
    cloudDown = false
    expect(await visitor.storage.get(CHAIN, visitor.account.address)).toEqual([])
    expect(await verifySiwxToken(token, { apiUrl: cloud.url, projectId: DEMO_PROJECT_ID })).toBeNull()
  })
})
