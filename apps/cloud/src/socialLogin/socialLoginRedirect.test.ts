import { createHash, randomBytes } from 'node:crypto'
import { DEFAULT_REMOTE_FEATURES, toRemoteFeatureEntries } from '@portico/core'
import { freePort } from '@portico/devnet'
import {
  type OidcProvider,
  PLAIN_OAUTH_USER_PATHS,
  refuseAtLocalProvider,
  signInAtLocalProvider,
  startOidcProvider,
} from '@portico/oidc-provider'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { adminFetch, signIn } from '../admin/routes/adminTestClient'
import { ORIGIN_NOT_ALLOWED_MESSAGE } from '../errors'
import type { ProjectFeature } from '../projects/defaultFeatures'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { RESULT_URI_PARAM, SOCIAL_CALLBACK_PATH } from './socialLoginConstants'
import {
  INVALID_RETURN_URL_MESSAGE,
  SOCIAL_BINDING_MISMATCH_MESSAGE,
  SOCIAL_CODE_MISSING_MESSAGE,
  SOCIAL_RESULT_NOT_VALID_MESSAGE,
  SOCIAL_RETURN_PAGE_NOT_ALLOWED_MESSAGE,
  SOCIAL_STATE_UNKNOWN_MESSAGE,
  SOCIAL_STATE_USED_MESSAGE,
  socialLoginRefusedMessage,
} from './socialLoginErrors'

const FRAME_ORIGIN = 'http://127.0.0.1:4100'
const CLIENT_SECRET = 'social-redirect-test-client-secret'
const ADMIN_SECRET = 'social-redirect-bootstrap-secret'
/** An origin the test project allows at the start and stops allowing before one callback. */
const SHOP_ORIGIN = 'https://shop.example'
const PROJECT = {
  id: 'redirect-project',
  name: 'Redirect project',
  allowedOrigins: [DEMO_ORIGIN, FRAME_ORIGIN, SHOP_ORIGIN],
  features: toRemoteFeatureEntries(DEFAULT_REMOTE_FEATURES) as ProjectFeature[],
}
/** A page with its own query (one value percent-encoded) and hash, which must come back exactly. */
const RETURN_PAGE = `${DEMO_ORIGIN}/telegram/app?tgWebAppStartParam=a%20b&tab=2#tgWebAppData=x`
let users = 0
const freshUsername = () => `redirect${++users}-${Date.now()}`

// SPEC §2: in a Telegram mini app no popup opens, so the sign-in leaves the page and the
// callback sends the person back to it with the one-time code in result_uri, against the real local provider.
describe.each(BACKENDS)('social login by redirect on %s', (backend) => {
  let oidc: OidcProvider
  let cloud: Cloud
  beforeAll(async () => {
    const cloudPort = await freePort()
    oidc = await startOidcProvider({
      port: 0,
      redirectUris: [`http://127.0.0.1:${cloudPort}${SOCIAL_CALLBACK_PATH}`],
      clientSecret: CLIENT_SECRET,
    })
    cloud = await startTestCloud(backend, {
      port: cloudPort,
      projects: [PROJECT],
      adminBootstrapSecret: ADMIN_SECRET,
      socialLogin: {
        providers: {
          google: { issuer: oidc.issuer, clientId: 'google', clientSecret: CLIENT_SECRET },
          // GitHub as it is: plain OAuth 2.0 and its user API (the local provider serves that shape).
          github: {
            issuer: oidc.issuer,
            clientId: 'github',
            clientSecret: CLIENT_SECRET,
            protocol: 'oauth2',
            scope: 'email profile',
            authorizationEndpoint: `${oidc.issuer}/auth`,
            tokenEndpoint: `${oidc.issuer}/token`,
            userinfoEndpoint: `${oidc.issuer}${PLAIN_OAUTH_USER_PATHS.github}`,
            userClaims: { subject: 'id', email: 'email', name: 'login' },
          },
        },
      },
      rateLimits: { auth: { maxRequests: 1000, windowMs: 60_000 } },
    })
  })
  afterAll(async () => {
    await cloud?.close()
    await oidc?.close()
  })

  /** The frame's "get social redirect uri" with the redirect flag: the page to come back to. */
  async function askStart(
    returnUrl: string | undefined,
    { provider = 'github', pageOrigin = DEMO_ORIGIN } = {},
  ) {
    const bindingVerifier = randomBytes(32).toString('base64url')
    const response = await fetch(cloudUrl(cloud, '/v1/embedded/social/start', { projectId: PROJECT.id }), {
      method: 'POST',
      headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        provider,
        pageOrigin,
        bindingChallenge: createHash('sha256').update(bindingVerifier).digest('base64url'),
        ...(returnUrl === undefined ? {} : { returnUrl }),
      }),
    })
    return { response, bindingVerifier }
  }
  async function start(returnUrl: string, options: Parameters<typeof askStart>[1] = {}) {
    const { response, bindingVerifier } = await askStart(returnUrl, options)
    expect(response.status).toBe(200)
    return { uri: new URL(((await response.json()) as { uri: string }).uri), bindingVerifier }
  }
  // The frame redeems with a proof of its key: the redirect's session is bound to it like a popup's.
  const frameKey = newFrameKey()
  const connect = async (resultCode: string, bindingVerifier: string) =>
    frameFetch(await frameKey, cloudUrl(cloud, '/v1/embedded/social/connect', { projectId: PROJECT.id }), {
      method: 'POST',
      body: { resultCode, bindingVerifier },
    })
  /** The callback's page text, as the person would read it. */
  const pageText = async (response: Response) =>
    (
      JSON.parse(/id="portico-social-result">(.*?)<\/script>/s.exec(await response.text())?.[1] ?? '{}') as {
        text?: string
      }
    ).text

  test('the callback sends the person back to the page it started from, the code in result_uri, redeemed once', async () => {
    const username = freshUsername()
    const { uri, bindingVerifier } = await start(RETURN_PAGE)
    const back = await signInAtLocalProvider(uri, username)
    const callback = await fetch(back, { redirect: 'manual' })
    expect(callback.status).toBe(303)
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer')
    expect(callback.headers.get('cache-control')).toBe('no-store')
    const location = callback.headers.get('location') ?? ''
    // The page's own query and hash exactly as they were, the code added last to the query.
    const resultCode = new URL(location).searchParams.get(RESULT_URI_PARAM) ?? ''
    expect(resultCode).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(location).toBe(
      `${DEMO_ORIGIN}/telegram/app?tgWebAppStartParam=a%20b&tab=2&${RESULT_URI_PARAM}=${resultCode}#tgWebAppData=x`,
    )

    const connected = await connect(resultCode, bindingVerifier)
    expect(connected.status).toBe(200)
    expect(await connected.json()).toMatchObject({
      action: 'CONNECT',
      provider: 'github',
      userName: username,
    })
    await expectSpent(resultCode, bindingVerifier, back)
  })

  /** A second use of the code, even with the right secret, opens nothing; nor does the provider's answer replayed to the callback. */
  async function expectSpent(resultCode: string, bindingVerifier: string, back: URL) {
    const again = await connect(resultCode, bindingVerifier)
    expect([again.status, await again.json()]).toEqual([400, { error: SOCIAL_RESULT_NOT_VALID_MESSAGE }])
    const replayed = await fetch(back, { redirect: 'manual' })
    expect(replayed.status).toBe(400)
    expect(replayed.headers.get('location')).toBeNull()
    expect(await pageText(replayed)).toBe(SOCIAL_STATE_USED_MESSAGE)
  }

  /** The one-time code the callback's 303 hands the stored page, after checking it goes there and nowhere else. */
  function returnedCode(callback: Response): string {
    expect(callback.status).toBe(303)
    expect(callback.headers.get('cache-control')).toBe('no-store')
    const location = callback.headers.get('location') ?? ''
    const resultCode = new URL(location).searchParams.get(RESULT_URI_PARAM) ?? ''
    expect(location).toBe(
      `${DEMO_ORIGIN}/telegram/app?tgWebAppStartParam=a%20b&tab=2&${RESULT_URI_PARAM}=${resultCode}#tgWebAppData=x`,
    )
    return resultCode
  }

  test('a refusal at the provider sends the person back to the page too: the code redeems, once, to the refusal', async () => {
    const { uri, bindingVerifier } = await start(RETURN_PAGE)
    // The person presses "Cancel" on the real provider's page: it answers error=access_denied.
    const back = await refuseAtLocalProvider(uri)
    expect(back.searchParams.get('error')).toBe('access_denied')
    // A page named in the refusal's query is ignored as on success: only the stored page is trusted.
    back.searchParams.set('returnUrl', 'https://evil.example/steal')
    const resultCode = returnedCode(await fetch(back, { redirect: 'manual' }))

    const refused = await connect(resultCode, bindingVerifier)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      error: socialLoginRefusedMessage('access_denied', back.searchParams.get('error_description') ?? ''),
      failure: 'refused',
    })
    await expectSpent(resultCode, bindingVerifier, back)
  })

  test("a failed check of the provider's answer also returns to the page, its code redeeming to that check", async () => {
    const { uri, bindingVerifier } = await start(RETURN_PAGE)
    const back = await signInAtLocalProvider(uri, freshUsername())
    back.searchParams.delete('code')
    const resultCode = returnedCode(await fetch(back, { redirect: 'manual' }))
    const failed = await connect(resultCode, bindingVerifier)
    expect([failed.status, await failed.json()]).toEqual([
      422,
      { error: SOCIAL_CODE_MISSING_MESSAGE, failure: 'checkFailed' },
    ])
  })

  test("a failure's code opens nothing without the attempt's secret, and is spent by the wrong one", async () => {
    const { uri, bindingVerifier } = await start(RETURN_PAGE)
    const resultCode = returnedCode(await fetch(await refuseAtLocalProvider(uri), { redirect: 'manual' }))
    const stranger = await connect(resultCode, randomBytes(32).toString('base64url'))
    expect([stranger.status, await stranger.json()]).toEqual([
      403,
      { error: SOCIAL_BINDING_MISMATCH_MESSAGE },
    ])
    const owner = await connect(resultCode, bindingVerifier)
    expect([owner.status, await owner.json()]).toEqual([400, { error: SOCIAL_RESULT_NOT_VALID_MESSAGE }])
  })

  test('a refused popup sign-in (no return page) still ends on the page that posts the refusal to its opener', async () => {
    const { response } = await askStart(undefined)
    expect(response.status).toBe(200)
    const back = await refuseAtLocalProvider(((await response.json()) as { uri: string }).uri)
    const callback = await fetch(back, { redirect: 'manual' })
    expect(callback.status).toBe(400)
    expect(callback.headers.get('location')).toBeNull()
    expect(await pageText(callback)).toBe(
      socialLoginRefusedMessage('access_denied', back.searchParams.get('error_description') ?? ''),
    )
  })

  test("the page comes from the sign-in's start only: a page named in the callback's query is ignored", async () => {
    const { uri } = await start(RETURN_PAGE, { provider: 'google' })
    const back = await signInAtLocalProvider(uri, freshUsername())
    back.searchParams.set('returnUrl', 'https://evil.example/steal')
    back.searchParams.set('return_url', 'https://evil.example/steal')
    const callback = await fetch(back, { redirect: 'manual' })
    expect(callback.status).toBe(303)
    expect(new URL(callback.headers.get('location') ?? '').origin).toBe(DEMO_ORIGIN)
  })

  // A tampered state names no sign-in, so there is no trusted page to return to, signed in or refused.
  test.each([
    ['signed in', (uri: string | URL) => signInAtLocalProvider(uri, freshUsername())],
    ['refused', refuseAtLocalProvider],
  ])('a tampered state goes nowhere (%s): the page says why, no redirect', async (_way, comeBack) => {
    const { uri } = await start(RETURN_PAGE)
    const back = await comeBack(uri)
    back.searchParams.set('state', randomBytes(32).toString('base64url'))
    const callback = await fetch(back, { redirect: 'manual' })
    expect(callback.status).toBe(400)
    expect(callback.headers.get('location')).toBeNull()
    expect(await pageText(callback)).toBe(SOCIAL_STATE_UNKNOWN_MESSAGE)
  })

  test('the start refuses a return page outside the allowed origins or not a plain page of the host', async () => {
    const refused = async (returnUrl: string, pageOrigin = DEMO_ORIGIN) => {
      const { response } = await askStart(returnUrl, { pageOrigin })
      return [response.status, ((await response.json()) as { error: string }).error]
    }
    // The host page's origin itself is not allowed.
    expect(await refused('https://evil.example/app', 'https://evil.example')).toEqual([
      403,
      ORIGIN_NOT_ALLOWED_MESSAGE,
    ])
    const invalid = [400, INVALID_RETURN_URL_MESSAGE]
    // An allowed origin, but not the page the frame is embedded in.
    expect(await refused(`${SHOP_ORIGIN}/app`)).toEqual(invalid)
    expect(await refused('https://evil.example/app')).toEqual(invalid)
    expect(await refused('javascript:alert(1)')).toEqual(invalid)
    expect(await refused('/relative/page')).toEqual(invalid)
    expect(await refused(`http://user:pass@127.0.0.1:5173/app`)).toEqual(invalid)
    expect(await refused(`${DEMO_ORIGIN}/app?${RESULT_URI_PARAM}=old`)).toEqual(invalid)
  })

  test('an origin the project stopped allowing after the start gets no result at the callback', async () => {
    const { uri } = await start(`${SHOP_ORIGIN}/app`, { pageOrigin: SHOP_ORIGIN })
    const back = await signInAtLocalProvider(uri, freshUsername())
    const credentials = { username: 'ops', password: 'correct horse battery staple' }
    const bootstrap = await adminFetch(cloud.url, '/admin/v1/bootstrap', {
      method: 'POST',
      body: { secret: ADMIN_SECRET, ...credentials },
    })
    expect(bootstrap.status).toBe(201)
    const ops = await signIn(cloud.url, credentials.username, credentials.password)
    const removed = await adminFetch(
      cloud.url,
      `/admin/v1/projects/${PROJECT.id}/origins?origin=${encodeURIComponent(SHOP_ORIGIN)}`,
      { method: 'DELETE', session: ops.session, csrf: ops.csrf },
    )
    expect(removed.status).toBe(200)

    const callback = await fetch(back, { redirect: 'manual' })
    expect(callback.status).toBe(403)
    expect(callback.headers.get('location')).toBeNull()
    expect(await pageText(callback)).toBe(SOCIAL_RETURN_PAGE_NOT_ALLOWED_MESSAGE)
  })
})
