import { createHash, randomBytes } from 'node:crypto'
import { DEFAULT_REMOTE_FEATURES, toRemoteFeatureEntries } from '@portico/core'
import { freePort } from '@portico/devnet'
import {
  type OidcProvider,
  PLAIN_OAUTH_USER_PATHS,
  signInAtLocalProvider,
  startOidcProvider,
} from '@portico/oidc-provider'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import type { ProjectFeature } from '../projects/defaultFeatures'
import { FRAME_ORIGIN_ONLY_MESSAGE } from '../server/requireFrameOrigin'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { SOCIAL_CALLBACK_PATH, SOCIAL_LOGIN_TTL_MS, SOCIAL_RESULT_MESSAGE_TYPE } from './socialLoginConstants'
import {
  INVALID_PAGE_ORIGIN_MESSAGE,
  SOCIAL_BINDING_MISMATCH_MESSAGE,
  SOCIAL_LOGIN_EXPIRED_MESSAGE,
  SOCIAL_NONCE_MISMATCH_MESSAGE,
  SOCIAL_RESULT_NOT_VALID_MESSAGE,
  SOCIAL_STATE_UNKNOWN_MESSAGE,
  SOCIAL_STATE_USED_MESSAGE,
  SOCIAL_USER_API_NO_SUBJECT_MESSAGE,
  socialAnswerInvalidMessage,
  socialProviderNotConfiguredMessage,
  socialProviderOffMessage,
  unknownSocialProviderMessage,
} from './socialLoginErrors'
import type { UserClaimPaths } from './socialLoginSettings'

/** The secure frame's own origin (port 4100), another site than the demo page. */
const FRAME_ORIGIN = 'http://127.0.0.1:4100'
const CLIENT_SECRET = 'social-login-test-client-secret'
const GOOGLE_ONLY_PROJECT = {
  id: 'google-only',
  name: 'Google only',
  allowedOrigins: [DEMO_ORIGIN, FRAME_ORIGIN],
  features: toRemoteFeatureEntries({ ...DEFAULT_REMOTE_FEATURES, socials: ['google'] }) as ProjectFeature[],
}
let users = 0
/** A username no other test signed in with. */
const freshUsername = () => `user${++users}-${Date.now()}`

type CallbackPage = {
  status: number
  headers: Headers
  html: string
  /** What the page's script posts, and to which origin (null: to none). */
  data: {
    targetOrigin: string | null
    text: string
    message: { type: string; status: string; resultCode?: string; error?: string }
  }
}

describe.each(BACKENDS)('social login on %s', (backend) => {
  let oidc: OidcProvider
  let cloud: Cloud
  let nowMs = Date.now()
  beforeAll(async () => {
    // The provider registers the cloud's callback exactly, so the cloud's port is chosen first.
    const cloudPort = await freePort()
    oidc = await startOidcProvider({
      port: 0,
      redirectUris: [`http://127.0.0.1:${cloudPort}${SOCIAL_CALLBACK_PATH}`],
      clientSecret: CLIENT_SECRET,
    })
    const client = (clientId: string) => ({ issuer: oidc.issuer, clientId, clientSecret: CLIENT_SECRET })
    // GitHub and X as they are: plain OAuth 2.0, the user from their own APIs (the local provider serves both shapes).
    const plainOAuth = (clientId: 'github' | 'x', userClaims: UserClaimPaths) => ({
      ...client(clientId),
      protocol: 'oauth2' as const,
      scope: 'email profile',
      authorizationEndpoint: `${oidc.issuer}/auth`,
      tokenEndpoint: `${oidc.issuer}/token`,
      userinfoEndpoint: `${oidc.issuer}${PLAIN_OAUTH_USER_PATHS[clientId]}`,
      userClaims,
    })
    cloud = await startTestCloud(backend, {
      port: cloudPort,
      projects: [GOOGLE_ONLY_PROJECT],
      // Apple is left out: a provider the deployment has not configured.
      socialLogin: {
        providers: {
          google: client('google'),
          github: plainOAuth('github', { subject: 'id', email: 'email', name: 'login' }),
          x: plainOAuth('x', { subject: 'data.id', name: 'data.username' }),
          // A misconfigured deployment: its subject path points at nothing in GitHub's answer.
          discord: plainOAuth('github', { subject: 'data.id' }),
        },
      },
      clock: () => nowMs,
      rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await oidc?.close()
  })
  beforeEach(() => {
    nowMs = Date.now()
  })

  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

  /** The frame's "get social redirect uri": a fresh binding secret, its hash sent to the cloud. */
  async function askStart(
    provider: string,
    { pageOrigin = DEMO_ORIGIN, origin = FRAME_ORIGIN, query = {} as Record<string, string> } = {},
  ) {
    const bindingVerifier = randomBytes(32).toString('base64url')
    const bindingChallenge = createHash('sha256').update(bindingVerifier).digest('base64url')
    const response = await fetch(cloudUrl(cloud, '/v1/embedded/social/start', query), {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ provider, pageOrigin, bindingChallenge }),
    })
    return { response, bindingVerifier }
  }
  async function start(provider = 'google', options: Parameters<typeof askStart>[1] = {}) {
    const { response, bindingVerifier } = await askStart(provider, options)
    expect(response.status).toBe(200)
    const { uri, resultOrigin } = (await response.json()) as { uri: string; resultOrigin: string }
    return { uri: new URL(uri), resultOrigin, bindingVerifier }
  }
  /** The popup's last page, read as the browser gets it. */
  async function openCallback(url: URL): Promise<CallbackPage> {
    const response = await fetch(url, { redirect: 'manual' })
    const html = await response.text()
    const json = /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/s.exec(
      html,
    )?.[1]
    if (!json) throw new Error(`no result in the callback page: ${html}`)
    return { status: response.status, headers: response.headers, html, data: JSON.parse(json) }
  }
  /** The frame's "connect social", with a proof of the key the session is bound to. */
  const frameKey = newFrameKey()
  const connect = async (resultCode: string, bindingVerifier: string, origin = FRAME_ORIGIN) =>
    frameFetch(await frameKey, cloudUrl(cloud, '/v1/embedded/social/connect'), {
      method: 'POST',
      body: { resultCode, bindingVerifier },
      origin,
      iatMs: nowMs,
    })
  /** A whole login as the frame, the host page and the person do it; resolves to connect's answer. */
  async function login(username: string, provider = 'google') {
    const { uri, bindingVerifier } = await start(provider)
    const page = await openCallback(await signInAtLocalProvider(uri, username))
    expect(page.data.message.status).toBe('success')
    const connected = await connect(page.data.message.resultCode ?? '', bindingVerifier)
    expect(connected.status).toBe(200)
    return (await connected.json()) as { userId: string; isNew: boolean; sessionToken: string; email: string }
  }

  test('a full login: authorization code with PKCE, state and nonce; the session opens the wallet routes', async () => {
    const username = freshUsername()
    const { uri, resultOrigin, bindingVerifier } = await start('google')
    expect(uri.origin).toBe(oidc.issuer)
    // The host page takes the popup's message from this origin only: the callback's.
    expect(resultOrigin).toBe(new URL(cloud.url).origin)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      client_id: 'google',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: new URL(SOCIAL_CALLBACK_PATH, cloud.url).href,
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.any(String),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })

    const back = await signInAtLocalProvider(uri, username)
    expect(back.origin + back.pathname).toBe(new URL(SOCIAL_CALLBACK_PATH, cloud.url).href)
    const page = await openCallback(back)
    expect(page.status).toBe(200)
    // Handed to the host page's exact origin only; the page holds a one-time code, never a session.
    expect(page.data.targetOrigin).toBe(DEMO_ORIGIN)
    expect(page.data.message).toEqual({
      type: SOCIAL_RESULT_MESSAGE_TYPE,
      status: 'success',
      resultCode: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'; frame-ancestors 'none'/)
    expect(csp).not.toContain('unsafe-inline')
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(page.headers.get('referrer-policy')).toBe('no-referrer')

    const connected = await connect(page.data.message.resultCode ?? '', bindingVerifier)
    expect(connected.status).toBe(200)
    const user = (await connected.json()) as Record<string, unknown>
    expect(user).toMatchObject({
      action: 'CONNECT',
      provider: 'google',
      email: `${username}@oidc.portico.test`,
      userName: username,
      isNew: true,
      sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    expect(page.html).not.toContain(String(user.sessionToken))

    // The session reads and writes the embedded wallet's shares as an email login's does.
    const token = String(user.sessionToken)
    const authShare = randomBytes(27).toString('base64url')
    const stored = await frameFetch(await frameKey, cloudUrl(cloud, '/v1/embedded/auth-share'), {
      method: 'PUT',
      token,
      body: { authShare, recoveryShare: randomBytes(27).toString('base64url') },
    })
    expect(stored.status).toBe(200)
    const read = await frameFetch(await frameKey, cloudUrl(cloud, '/v1/embedded/auth-share'), { token })
    expect(await read.json()).toEqual({ authShare })
  })

  test('the same provider and sub is the same user; another provider is another user', async () => {
    const username = freshUsername()
    const first = await login(username)
    const again = await login(username)
    expect(again).toMatchObject({ userId: first.userId, isNew: false })
    const viaGithub = await login(username, 'github')
    expect(viaGithub.isNew).toBe(true)
    expect(viaGithub.userId).not.toBe(first.userId)
  })

  test('GitHub as plain OAuth 2.0: no nonce asked, no ID token; the user from its API, its numeric id the subject', async () => {
    const username = freshUsername()
    const { uri, bindingVerifier } = await start('github')
    expect(uri.searchParams.get('scope')).toBe('email profile')
    expect(uri.searchParams.has('nonce')).toBe(false)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    const page = await openCallback(await signInAtLocalProvider(uri, username))
    expect(page.data.message.status).toBe('success')
    const connected = await connect(page.data.message.resultCode ?? '', bindingVerifier)
    expect(connected.status).toBe(200)
    expect(await connected.json()).toMatchObject({
      action: 'CONNECT',
      provider: 'github',
      email: `${username}@oidc.portico.test`,
      userName: username,
      isNew: true,
    })
    // The numeric id is the subject: the same person again is the same user.
    const again = await login(username, 'github')
    expect(again.isNew).toBe(false)
  })

  test('X as plain OAuth 2.0: the user under data, no email given', async () => {
    const username = freshUsername()
    const user = (await login(username, 'x')) as Record<string, unknown>
    expect(user).toMatchObject({ provider: 'x', userName: username, isNew: true })
    expect(user.email ?? null).toBeNull()
  })

  test("a user API answer with nothing where the settings' subject path points is refused, naming why", async () => {
    const { uri } = await start('discord')
    const page = await openCallback(await signInAtLocalProvider(uri, freshUsername()))
    expect(page.status).toBe(400)
    expect(page.data.message).toMatchObject({
      status: 'error',
      error: socialAnswerInvalidMessage(SOCIAL_USER_API_NO_SUBJECT_MESSAGE),
    })
  })

  test('a tampered state is refused, posts nothing, and leaves the real one working', async () => {
    const { uri, bindingVerifier } = await start()
    const back = await signInAtLocalProvider(uri, freshUsername())
    const tampered = new URL(back)
    const state = back.searchParams.get('state') ?? ''
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
    const refused = await openCallback(tampered)
    expect(refused.status).toBe(400)
    expect(refused.data.message.error).toBe(SOCIAL_STATE_UNKNOWN_MESSAGE)
    expect(refused.data.targetOrigin).toBeNull()

    const page = await openCallback(back)
    expect(page.status).toBe(200)
    expect((await connect(page.data.message.resultCode ?? '', bindingVerifier)).status).toBe(200)
  })

  test('a replayed state is refused, and a result code is redeemed once', async () => {
    const { uri, bindingVerifier } = await start()
    const back = await signInAtLocalProvider(uri, freshUsername())
    const page = await openCallback(back)
    expect(page.status).toBe(200)
    const replayed = await openCallback(back)
    expect(replayed.status).toBe(400)
    expect(replayed.data.message.error).toBe(SOCIAL_STATE_USED_MESSAGE)
    expect(replayed.data.targetOrigin).toBeNull()

    const resultCode = page.data.message.resultCode ?? ''
    expect((await connect(resultCode, bindingVerifier)).status).toBe(200)
    const again = await connect(resultCode, bindingVerifier)
    expect(again.status).toBe(400)
    expect(await errorOf(again)).toBe(SOCIAL_RESULT_NOT_VALID_MESSAGE)
  })

  test('an ID token minted for another nonce is refused', async () => {
    const { uri } = await start()
    uri.searchParams.set('nonce', 'a-nonce-of-another-sign-in')
    const page = await openCallback(await signInAtLocalProvider(uri, freshUsername()))
    expect(page.status).toBe(400)
    expect(page.data).toEqual({
      targetOrigin: DEMO_ORIGIN,
      text: SOCIAL_NONCE_MISMATCH_MESSAGE,
      message: { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'error', error: SOCIAL_NONCE_MISMATCH_MESSAGE },
    })
  })

  test('a code obtained with another PKCE challenge is refused by the provider', async () => {
    const { uri } = await start()
    const otherVerifier = randomBytes(32).toString('base64url')
    uri.searchParams.set('code_challenge', createHash('sha256').update(otherVerifier).digest('base64url'))
    const page = await openCallback(await signInAtLocalProvider(uri, freshUsername()))
    expect(page.status).toBe(400)
    expect(page.data.message.error).toMatch(/^The provider refused this sign-in's code \(invalid_grant/)
    expect(page.data.targetOrigin).toBe(DEMO_ORIGIN)
  })

  test('a sign-in cancelled at the provider, or back after 10 minutes, fails with its reason', async () => {
    const cancelled = await start()
    const back = new URL(SOCIAL_CALLBACK_PATH, cloud.url)
    back.searchParams.set('state', cancelled.uri.searchParams.get('state') ?? '')
    back.searchParams.set('error', 'access_denied')
    back.searchParams.set('error_description', 'The person cancelled the sign-in')
    const page = await openCallback(back)
    expect(page.status).toBe(400)
    expect(page.data.message.error).toBe(
      'The provider refused the sign-in (access_denied: The person cancelled the sign-in)',
    )

    // A provider's words are shown as text: markup in them never becomes the page's.
    const injected = new URL(SOCIAL_CALLBACK_PATH, cloud.url)
    injected.searchParams.set('state', (await start()).uri.searchParams.get('state') ?? '')
    injected.searchParams.set('error', 'access_denied')
    injected.searchParams.set('error_description', '</script><script>alert(1)</script>')
    const inert = await openCallback(injected)
    expect(inert.html).not.toContain('<script>alert(1)')
    expect(inert.data.message.error).toContain('</script><script>alert(1)</script>')

    const late = await start()
    const lateBack = await signInAtLocalProvider(late.uri, freshUsername())
    nowMs += SOCIAL_LOGIN_TTL_MS + 1
    const expired = await openCallback(lateBack)
    expect(expired.status).toBe(400)
    expect(expired.data.message.error).toBe(SOCIAL_LOGIN_EXPIRED_MESSAGE)
  })

  test('the result opens nothing without the binding secret of the frame that started it', async () => {
    const { uri, bindingVerifier } = await start()
    const page = await openCallback(await signInAtLocalProvider(uri, freshUsername()))
    const resultCode = page.data.message.resultCode ?? ''
    // The host page saw the code, but may not call the route at all.
    const fromPage = await connect(resultCode, randomBytes(32).toString('base64url'), DEMO_ORIGIN)
    expect(await errorOf(fromPage)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
    // Without the frame's secret, guessing one spends the code.
    const guessed = await connect(resultCode, randomBytes(32).toString('base64url'))
    expect(guessed.status).toBe(403)
    expect(await errorOf(guessed)).toBe(SOCIAL_BINDING_MISMATCH_MESSAGE)
    const afterwards = await connect(resultCode, bindingVerifier)
    expect(await errorOf(afterwards)).toBe(SOCIAL_RESULT_NOT_VALID_MESSAGE)

    const other = await start()
    const otherPage = await openCallback(await signInAtLocalProvider(other.uri, freshUsername()))
    // The right secret from another origin than the frame's is refused too.
    const elsewhere = await connect(
      otherPage.data.message.resultCode ?? '',
      other.bindingVerifier,
      DEMO_ORIGIN,
    )
    expect(await errorOf(elsewhere)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
  })

  test('providers: an unknown one is named against the six; one not configured or off is refused', async () => {
    const unknown = await askStart('myspace')
    expect(unknown.response.status).toBe(400)
    const named = await errorOf(unknown.response)
    expect(named).toBe(unknownSocialProviderMessage('myspace'))
    expect(named).toContain('google, github, apple, facebook, x, discord')

    const apple = await askStart('apple')
    expect(apple.response.status).toBe(503)
    expect(await errorOf(apple.response)).toBe(socialProviderNotConfiguredMessage('apple'))

    const off = await askStart('github', { query: { projectId: GOOGLE_ONLY_PROJECT.id } })
    expect(off.response.status).toBe(403)
    expect(await errorOf(off.response)).toBe(socialProviderOffMessage('github'))
    expect((await askStart('google', { query: { projectId: GOOGLE_ONLY_PROJECT.id } })).response.status).toBe(
      200,
    )
  })

  test('SPEC §6: a page origin the project does not allow, or a caller that is not the secure frame, gets no sign-in', async () => {
    const page = await askStart('google', { pageOrigin: 'https://evil.example' })
    expect(page.response.status).toBe(403)
    expect(await errorOf(page.response)).toBe(ORIGIN_NOT_ALLOWED_MESSAGE)
    const frame = await askStart('google', { origin: 'https://evil.example' })
    expect(frame.response.status).toBe(403)
    expect(await errorOf(frame.response)).toBe(FRAME_ORIGIN_ONLY_MESSAGE)
    const notAnOrigin = await askStart('google', { pageOrigin: `${DEMO_ORIGIN}/checkout` })
    expect(notAnOrigin.response.status).toBe(400)
    expect(await errorOf(notAnOrigin.response)).toBe(INVALID_PAGE_ORIGIN_MESSAGE)
  })
})
