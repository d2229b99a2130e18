import { createHash, generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@portico/devnet'
import { type OidcProvider, signInAtLocalProvider, startOidcProvider } from '@portico/oidc-provider'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Cloud } from '../startCloud'
import { cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { APPLE_AUDIENCE } from './appleClientSecret'
import { SOCIAL_CALLBACK_PATH } from './socialLoginConstants'
import { checkSocialLoginSettings } from './socialLoginSettings'

// Issue 18: Apple's whole login against the stack's OpenID provider standing in for Apple. oidc-provider
// checks a client secret by equality and cannot check Apple's ES256 secret, so a gate in front of its token
// endpoint does Apple's part (verify the JWT with the team's public key: signature, kid, iss, sub, aud,
// iat, exp) and then hands the request on with the stand-in's static secret; the rest (code, PKCE, ID
// token, nonce) is oidc-provider's own check.

const FRAME_ORIGIN = 'http://127.0.0.1:4100'
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
    // Read as a deployment's settings file is: the key is checked and loaded here.
    socialLogin: checkSocialLoginSettings({
      providers: {
        apple: {
          issuer: oidc.issuer,
          clientId: 'apple',
          // The stand-in answers name and email by query: asked here so the name's path is tested too.
          scope: 'openid email profile',
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

/** Start as the frame does, sign in at the stand-in, and read what the callback page posts. */
async function signIn(username: string) {
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
  const back = await signInAtLocalProvider(new URL(uri), username)
  const html = await (await fetch(back, { redirect: 'manual' })).text()
  const json = /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/s.exec(html)?.[1]
  const message = (
    JSON.parse(json ?? '{}') as { message: { status: string; resultCode?: string; error?: string } }
  ).message
  return { message, bindingVerifier }
}

test('Apple: each token request carries a fresh ES256 secret the team key signed; the login completes', async () => {
  const username = `apple${Date.now()}`
  const { message, bindingVerifier } = await signIn(username)
  expect(message.status).toBe('success')
  const connected = await fetch(cloudUrl(cloud, '/v1/embedded/social/connect'), {
    method: 'POST',
    headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ resultCode: message.resultCode, bindingVerifier }),
  })
  expect(connected.status).toBe(200)
  expect(await connected.json()).toMatchObject({ provider: 'apple', userName: username, isNew: true })
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
