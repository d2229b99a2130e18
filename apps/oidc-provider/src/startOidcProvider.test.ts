import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CANCELLED_DESCRIPTION, INVALID_USERNAME_MESSAGE } from './handleInteraction'
import {
  refuseAtLocalProvider,
  signInAtLocalProvider,
  signInAtLocalProviderByFormPost,
} from './signInAtLocalProvider'
import { type OidcProvider, startOidcProvider } from './startOidcProvider'

// Nothing listens here: the provider only sends the browser to it, and the test reads where it was sent.
const REDIRECT_URI = 'http://127.0.0.1:9/v1/embedded/social/callback'
const CLIENT_SECRET = 'a-client-secret-for-tests-only'

describe('the local OpenID provider', () => {
  let provider: OidcProvider
  let google: client.Configuration
  beforeAll(async () => {
    provider = await startOidcProvider({ port: 0, redirectUris: [REDIRECT_URI], clientSecret: CLIENT_SECRET })
    google = await client.discovery(new URL(provider.issuer), 'google', CLIENT_SECRET, undefined, {
      execute: [client.allowInsecureRequests],
    })
  })
  afterAll(() => provider?.close())

  /** An authorization request as the cloud makes it, with its PKCE verifier, state and nonce. */
  async function authorization(config = google, extra: Record<string, string> = {}) {
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...extra,
    })
    return { url, verifier, state, nonce }
  }

  test('one client per social provider of SPEC §5, PKCE S256, discovered at the issuer', async () => {
    expect(provider.clientIds).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    const metadata = google.serverMetadata()
    expect(metadata.issuer).toBe(provider.issuer)
    expect(metadata.code_challenge_methods_supported).toEqual(['S256'])
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
  })

  test('any username signs in and gives sub, email and name; the same username is the same sub', async () => {
    const request = await authorization()
    const back = await signInAtLocalProvider(request.url, '  Alice ')
    expect(back.origin + back.pathname).toBe(REDIRECT_URI)
    const tokens = await client.authorizationCodeGrant(google, back, {
      pkceCodeVerifier: request.verifier,
      expectedState: request.state,
      expectedNonce: request.nonce,
    })
    const claims = tokens.claims()
    expect(claims).toMatchObject({ iss: provider.issuer, aud: 'google', sub: 'alice', nonce: request.nonce })
    const userInfo = await client.fetchUserInfo(google, tokens.access_token, 'alice')
    expect(userInfo).toMatchObject({ sub: 'alice', email: 'alice@oidc.portico.test', name: 'alice' })

    const again = await authorization()
    const second = await client.authorizationCodeGrant(
      google,
      await signInAtLocalProvider(again.url, 'alice'),
      {
        pkceCodeVerifier: again.verifier,
        expectedState: again.state,
        expectedNonce: again.nonce,
      },
    )
    expect(second.claims()?.sub).toBe('alice')
  })

  test('each provider is its own client: an ID token for github is not one for google', async () => {
    const github = await client.discovery(new URL(provider.issuer), 'github', CLIENT_SECRET, undefined, {
      execute: [client.allowInsecureRequests],
    })
    const request = await authorization(github)
    const tokens = await client.authorizationCodeGrant(
      github,
      await signInAtLocalProvider(request.url, 'bob'),
      {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      },
    )
    expect(tokens.claims()).toMatchObject({ aud: 'github', sub: 'bob' })
  })

  test('the code goes only with its PKCE verifier', async () => {
    const request = await authorization()
    const back = await signInAtLocalProvider(request.url, 'carol')
    await expect(
      client.authorizationCodeGrant(google, back, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  test("response_mode=form_post (Apple's): the code comes back in a form for the redirect URI", async () => {
    const request = await authorization(google, { response_mode: 'form_post', scope: 'openid name email' })
    await expect(signInAtLocalProvider(request.url, 'erin')).rejects.toThrow(
      'use signInAtLocalProviderByFormPost',
    )
    const again = await authorization(google, { response_mode: 'form_post', scope: 'openid name email' })
    const { action, fields } = await signInAtLocalProviderByFormPost(again.url, 'erin')
    expect(action.href).toBe(REDIRECT_URI)
    expect(fields.get('state')).toBe(again.state)
    const back = new URL(REDIRECT_URI)
    for (const [name, value] of fields) back.searchParams.set(name, value)
    const tokens = await client.authorizationCodeGrant(google, back, {
      pkceCodeVerifier: again.verifier,
      expectedState: again.state,
      expectedNonce: again.nonce,
    })
    expect(tokens.claims()).toMatchObject({ sub: 'erin' })
    // A request answered by redirect is not a form POST.
    const plain = await authorization()
    await expect(signInAtLocalProviderByFormPost(plain.url, 'erin')).rejects.toThrow('not by form POST')
  })

  test('a request without PKCE, or for a redirect URI not registered, goes nowhere', async () => {
    const withoutPkce = client.buildAuthorizationUrl(google, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: client.randomState(),
    })
    const refused = await signInAtLocalProvider(withoutPkce, 'dave')
    expect(refused.searchParams.get('error')).toBe('invalid_request')

    const elsewhere = await authorization(google, { redirect_uri: 'http://127.0.0.1:9/elsewhere' })
    const page = await fetch(elsewhere.url, { redirect: 'manual' })
    expect(page.status).toBe(400)
    expect(await page.text()).toContain(
      'redirect_uri did not match any of the client&#39;s registered redirect_uris',
    )
  })

  test('the login page: no script, never framed, a clear message for a bad username, and Cancel', async () => {
    const request = await authorization()
    const first = await fetch(request.url, { redirect: 'manual' })
    const interaction = new URL(first.headers.get('location') ?? '', request.url)
    const cookie = first.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
    const page = await fetch(interaction, { headers: { cookie } })
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).toContain('Sign in with Google')
    expect(html).not.toContain('<script')

    const post = (path: string, body: string) =>
      fetch(new URL(path, interaction), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    const bad = await post(`${interaction.pathname}/login`, 'username=%3Cscript%3E')
    expect(bad.status).toBe(400)
    const badHtml = await bad.text()
    expect(badHtml).toContain(INVALID_USERNAME_MESSAGE)
    expect(badHtml).toContain('value="&lt;script&gt;"')

    const cancelled = await post(`${interaction.pathname}/abort`, '')
    expect(cancelled.status).toBe(303)
    const resumed = await fetch(new URL(cancelled.headers.get('location') ?? '', interaction), {
      redirect: 'manual',
      headers: {
        cookie: [cookie, ...cancelled.headers.getSetCookie().map((h) => h.split(';')[0])].join('; '),
      },
    })
    const back = new URL(resumed.headers.get('location') ?? '')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toBe(CANCELLED_DESCRIPTION)
  })

  test('refuseAtLocalProvider presses Cancel: back to the redirect URI with access_denied and the state', async () => {
    const request = await authorization()
    const back = await refuseAtLocalProvider(request.url)
    expect(back.origin + back.pathname).toBe(REDIRECT_URI)
    expect(back.searchParams.get('state')).toBe(request.state)
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toBe(CANCELLED_DESCRIPTION)
    expect(back.searchParams.has('code')).toBe(false)
  })

  test('an interaction without its cookie has expired', async () => {
    const request = await authorization()
    const first = await fetch(request.url, { redirect: 'manual' })
    const page = await fetch(new URL(first.headers.get('location') ?? '', request.url))
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('This sign-in has expired')
  })
})

describe('startOidcProvider refuses what cannot work', () => {
  test.each([
    [{ redirectUris: [], clientSecret: CLIENT_SECRET }, 'At least one redirect URI is needed'],
    [{ redirectUris: ['ftp://x/cb'], clientSecret: CLIENT_SECRET }, 'must be an http(s) URL'],
    [{ redirectUris: [REDIRECT_URI], clientSecret: 'short' }, 'at least 16 characters'],
  ])('%o', async (parameters, message) => {
    await expect(startOidcProvider({ port: 0, ...parameters })).rejects.toThrow(message)
  })

  test('a port in use is refused', async () => {
    const first = await startOidcProvider({
      port: 0,
      redirectUris: [REDIRECT_URI],
      clientSecret: CLIENT_SECRET,
    })
    const port = Number(new URL(first.issuer).port)
    await expect(
      startOidcProvider({ port, redirectUris: [REDIRECT_URI], clientSecret: CLIENT_SECRET }),
    ).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`)
    await first.close()
  })
})
