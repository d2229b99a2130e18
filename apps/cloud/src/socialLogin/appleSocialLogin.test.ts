import { createHash, generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@portico/devnet'
import { type OidcProvider, signInAtLocalProviderByFormPost, startOidcProvider } from '@portico/oidc-provider'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { APPLE_AUDIENCE } from './appleClientSecret'
import { FIRST_LOGIN_NAME_MAX_LENGTH, SOCIAL_CALLBACK_PATH } from './socialLoginConstants'
import {
  SOCIAL_CODE_MISSING_MESSAGE,
  SOCIAL_STATE_UNKNOWN_MESSAGE,
  socialResponseModeMismatchMessage,
  socialUserFieldInvalidMessage,
} from './socialLoginErrors'
import { checkSocialLoginSettings } from './socialLoginSettings'

// Apple's whole login against the stack's OpenID provider standing in for Apple. oidc-provider
// checks a client secret by equality and cannot check Apple's ES256 secret, so a gate in front of its token
// endpoint does Apple's part (verify the JWT with the team's public key: signature, kid, iss, sub, aud,
// iat, exp) and then hands the request on with the stand-in's static secret; the rest (code, PKCE, ID
// token, nonce) is oidc-provider's own check.

const FRAME_ORIGIN = 'http://127.0.0.1:4100'
/** Where Apple's form POST comes from: another site than the cloud's. */
const APPLE_ORIGIN = 'https://appleid.apple.com'
const STAND_IN_SECRET = 'apple-stand-in-client-secret'
const TEAM_ID = 'TEAM123456'
const KEY_ID = 'ABC123DEFG'

type Gate = { url: string; publicKey: KeyObject; secrets: string[]; server: Server }

/** Apple's check of a client secret: a reason it fails, or undefined when it passes. */
function refuseAppleSecret(jwt: string, publicKey: KeyObject, nowS: number): string | undefined {
  const [header = '', claims = '', signature = ''] = jwt.split('.')
  const read = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) return 'signature'
  const { alg, kid } = read(header)
  const { iss, sub, aud, iat, exp } = read(claims)
  if (alg !== 'ES256' || kid !== KEY_ID) return 'header'
  if (iss !== TEAM_ID || sub !== 'apple' || aud !== APPLE_AUDIENCE) return 'claims'
  if (!(iat <= nowS + 60 && exp > nowS && exp - iat <= 15_777_000)) return 'dates'
  return undefined
}

async function startGate(tokenEndpoint: string, publicKey: KeyObject): Promise<Gate> {
  const gate = { secrets: [] as string[], publicKey } as Gate
  gate.server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const secret = body.get('client_secret') ?? ''
    gate.secrets.push(secret)
    if (refuseAppleSecret(secret, gate.publicKey, Math.floor(Date.now() / 1000))) {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: 'invalid_client' }))
      return
    }
    body.set('client_secret', STAND_IN_SECRET)
    const answer = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve))
  gate.url = `http://127.0.0.1:${(gate.server.address() as AddressInfo).port}/auth/token`
  return gate
}

let oidc: OidcProvider
let gate: Gate
let cloud: Cloud
const team = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })

beforeAll(async () => {
  const cloudPort = await freePort()
  oidc = await startOidcProvider({
    port: 0,
    redirectUris: [`http://127.0.0.1:${cloudPort}${SOCIAL_CALLBACK_PATH}`],
    clientSecret: STAND_IN_SECRET,
  })
  const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<
    string,
    string
  >
  gate = await startGate(discovery.token_endpoint ?? '', team.publicKey)
  cloud = await startTestCloud('pglite', {
    port: cloudPort,
    // Many sign-ins from one address in a few seconds: the auth routes' limit is not what is tested here.
    rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
    // Read as a deployment's settings file is: the key is checked and loaded here.
    socialLogin: checkSocialLoginSettings({
      providers: {
        apple: {
          issuer: oidc.issuer,
          clientId: 'apple',
          teamId: TEAM_ID,
          keyId: KEY_ID,
          privateKey: team.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          authorizationEndpoint: discovery.authorization_endpoint ?? '',
          tokenEndpoint: gate.url,
          jwksUri: discovery.jwks_uri ?? '',
          userinfoEndpoint: discovery.userinfo_endpoint ?? '',
        },
      },
    }),
  })
})
afterAll(async () => {
  await cloud?.close()
  await new Promise((resolve) => gate?.server.close(resolve))
  await oidc?.close()
})

type ResultMessage = { status: string; resultCode?: string; error?: string }
type CallbackPage = { status: number; headers: Headers; targetOrigin: string | null; message: ResultMessage }

/** What the callback page says and posts, read as the browser gets it. */
async function readCallbackPage(response: Response): Promise<CallbackPage> {
  const html = await response.text()
  const json = /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/s.exec(html)?.[1]
  if (!json) throw new Error(`no result in the callback page (${response.status}): ${html}`)
  const data = JSON.parse(json) as { targetOrigin: string | null; message: ResultMessage }
  return { status: response.status, headers: response.headers, ...data }
}

/** Apple's form POST to the callback: cross-site, as a top-level navigation from Apple's page, with no cookie. */
const postForm = (action: URL, fields: URLSearchParams, contentType = 'application/x-www-form-urlencoded') =>
  fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: APPLE_ORIGIN, 'sec-fetch-site': 'cross-site', 'content-type': contentType },
    body: fields.toString(),
  })

/** Starts as the frame does; answers the authorization URL and the frame's binding secret. */
async function start() {
  const bindingVerifier = randomBytes(32).toString('base64url')
  const started = await fetch(cloudUrl(cloud, '/v1/embedded/social/start'), {
    method: 'POST',
    headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'apple',
      pageOrigin: DEMO_ORIGIN,
      bindingChallenge: createHash('sha256').update(bindingVerifier).digest('base64url'),
    }),
  })
  expect(started.status).toBe(200)
  const { uri } = (await started.json()) as { uri: string }
  return { uri: new URL(uri), bindingVerifier }
}

/** Start, sign in at the stand-in, and post its form to the callback (with Apple's `user` field when given). */
async function signIn(username: string, user?: unknown) {
  const { uri, bindingVerifier } = await start()
  const { action, fields } = await signInAtLocalProviderByFormPost(uri, username)
  if (user !== undefined) fields.set('user', JSON.stringify(user))
  const page = await readCallbackPage(await postForm(action, fields))
  return { page, message: page.message, bindingVerifier }
}

const connect = async (resultCode: string | undefined, bindingVerifier: string) => {
  const connected = await frameFetch(await newFrameKey(), cloudUrl(cloud, '/v1/embedded/social/connect'), {
    method: 'POST',
    body: { resultCode, bindingVerifier },
  })
  expect(connected.status).toBe(200)
  return (await connected.json()) as { userId: string; email: string | null; userName: string | null }
}

test('Apple: each token request carries a fresh ES256 secret the team key signed; the login completes', async () => {
  const username = `apple${Date.now()}`
  const { message, bindingVerifier } = await signIn(username)
  expect(message.status).toBe('success')
  expect(await connect(message.resultCode, bindingVerifier)).toMatchObject({ provider: 'apple', isNew: true })
  expect(gate.secrets).toHaveLength(1)
  expect(
    refuseAppleSecret(gate.secrets[0] ?? '', team.publicKey, Math.floor(Date.now() / 1000)),
  ).toBeUndefined()

  // A second login mints another secret (ES256 signatures are randomised: never the same string).
  expect((await signIn(`${username}b`)).message.status).toBe('success')
  expect(gate.secrets).toHaveLength(2)
  expect(gate.secrets[1]).not.toBe(gate.secrets[0])
})

test("a secret signed by another key is refused at Apple's token endpoint, and the popup says so", async () => {
  const trusted = gate.publicKey
  gate.publicKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey
  try {
    const { message } = await signIn(`apple-other-${Date.now()}`)
    expect(message.status).toBe('error')
    expect(message.error).toContain('invalid_client')
  } finally {
    gate.publicKey = trusted
  }
})

test("Apple's form POST asks openid name email; the first login's name is the user's, and a later login keeps it", async () => {
  const username = `apple-name-${Date.now()}`
  const { uri } = await start()
  expect(uri.searchParams.get('response_mode')).toBe('form_post')
  expect(uri.searchParams.get('scope')).toBe('openid name email')

  const first = await signIn(username, {
    name: { firstName: '  Ada ', lastName: 'Lovelace\u202e\n' },
    email: 'not-this@example.com',
  })
  expect(first.page.status).toBe(200)
  expect(first.page.targetOrigin).toBe(DEMO_ORIGIN)
  // Nothing to carry across sites: no cookie is set, and the POST above sent none.
  expect(first.page.headers.get('set-cookie')).toBeNull()
  const user = await connect(first.message.resultCode, first.bindingVerifier)
  // The name is the form field's, cleaned; the email is the provider's verified one, never the field's.
  expect(user).toMatchObject({ userName: 'Ada Lovelace', email: `${username}@oidc.portico.test` })

  const later = await signIn(username)
  expect(await connect(later.message.resultCode, later.bindingVerifier)).toMatchObject({
    userId: user.userId,
    userName: 'Ada Lovelace',
  })
})

test('a name longer than the limit is cut to it, and a user field without a name leaves the name unset', async () => {
  const long = await signIn(`apple-long-${Date.now()}`, { name: { firstName: 'é'.repeat(300) } })
  expect((await connect(long.message.resultCode, long.bindingVerifier)).userName).toBe(
    'é'.repeat(FIRST_LOGIN_NAME_MAX_LENGTH),
  )
  const unnamed = await signIn(`apple-unnamed-${Date.now()}`, { email: 'x@privaterelay.appleid.com' })
  expect((await connect(unnamed.message.resultCode, unnamed.bindingVerifier)).userName).toBeNull()
})

test('a form POST with a tampered state is refused, and the real one still completes once', async () => {
  const { uri } = await start()
  const { action, fields } = await signInAtLocalProviderByFormPost(uri, `apple-tamper-${Date.now()}`)
  const real = fields.get('state') ?? ''
  fields.set('state', `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`)
  const tampered = await readCallbackPage(await postForm(action, fields))
  expect([tampered.status, tampered.message.error, tampered.targetOrigin]).toEqual([
    400,
    SOCIAL_STATE_UNKNOWN_MESSAGE,
    null,
  ])
  fields.set('state', real)
  expect((await readCallbackPage(await postForm(action, fields))).message.status).toBe('success')
})

test('a form POST without a code is refused with a clear message, sent to the page that started it', async () => {
  const { uri } = await start()
  const { action, fields } = await signInAtLocalProviderByFormPost(uri, `apple-nocode-${Date.now()}`)
  fields.delete('code')
  const page = await readCallbackPage(await postForm(action, fields))
  expect([page.status, page.message.error, page.targetOrigin]).toEqual([
    400,
    SOCIAL_CODE_MISSING_MESSAGE,
    DEMO_ORIGIN,
  ])
})

test("Apple's answer by redirect instead of form POST is refused: a form_post sign-in comes back by POST only", async () => {
  const { uri } = await start()
  const { action, fields } = await signInAtLocalProviderByFormPost(uri, `apple-get-${Date.now()}`)
  const asQuery = new URL(action)
  for (const [name, value] of fields) asQuery.searchParams.set(name, value)
  const page = await readCallbackPage(await fetch(asQuery, { redirect: 'manual' }))
  expect([page.status, page.message.error]).toEqual([400, socialResponseModeMismatchMessage('form_post')])
})

test('a user field that is not JSON, or names its parts with other than text, is refused', async () => {
  for (const [user, detail] of [
    ['{"name":', 'user is not JSON'],
    ['{"name":{"firstName":42}}', 'user.name.firstName must be text'],
  ] as const) {
    const { uri } = await start()
    const { action, fields } = await signInAtLocalProviderByFormPost(uri, `apple-bad-${Date.now()}`)
    fields.set('user', user)
    const page = await readCallbackPage(await postForm(action, fields))
    expect([page.status, page.message.error]).toEqual([400, socialUserFieldInvalidMessage(detail)])
  }
})

test('only the callback takes a form body: JSON there is 415, a form elsewhere is refused as before', async () => {
  const callback = new URL(SOCIAL_CALLBACK_PATH, cloud.url)
  const fields = new URLSearchParams({ state: 'x', code: 'y' })
  const json = await postForm(callback, fields, 'application/json')
  expect([json.status, await json.json()]).toEqual([415, { error: 'unsupported content type' }])

  const formElsewhere = await fetch(cloudUrl(cloud, '/v1/embedded/social/start'), {
    method: 'POST',
    headers: { origin: FRAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'provider=apple&pageOrigin=http%3A%2F%2F127.0.0.1%3A5173',
  })
  expect([formElsewhere.status, await formElsewhere.json()]).toEqual([400, { error: 'invalid JSON body' }])

  const twice = await postForm(callback, new URLSearchParams('state=a&state=b&code=c'))
  expect([twice.status, await twice.json()]).toEqual([
    400,
    { error: 'invalid form body: the field "state" is given more than once' },
  ])
  const huge = await postForm(callback, new URLSearchParams({ state: 'x', user: 'a'.repeat(20_000) }))
  expect([huge.status, await huge.json()]).toEqual([413, { error: 'request body too large' }])
})
