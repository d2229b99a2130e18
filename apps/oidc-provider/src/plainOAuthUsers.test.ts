import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { numericUserId, PLAIN_OAUTH_USER_PATHS } from './plainOAuthUsers'
import { signInAtLocalProvider } from './signInAtLocalProvider'
import { type OidcProvider, startOidcProvider } from './startOidcProvider'

// Nothing listens here: the provider only sends the browser to it, and the test reads where it was sent.
const REDIRECT_URI = 'http://127.0.0.1:9/v1/embedded/social/callback'
const CLIENT_SECRET = 'a-client-secret-for-tests-only'

describe("the local provider's GitHub- and X-shaped user APIs (plain OAuth 2.0)", () => {
  let provider: OidcProvider
  const configurations = new Map<string, client.Configuration>()
  const configuration = async (clientId: string) => {
    const found = configurations.get(clientId)
    if (found) return found
    const made = await client.discovery(new URL(provider.issuer), clientId, CLIENT_SECRET, undefined, {
      execute: [client.allowInsecureRequests],
    })
    configurations.set(clientId, made)
    return made
  }
  beforeAll(async () => {
    provider = await startOidcProvider({ port: 0, redirectUris: [REDIRECT_URI], clientSecret: CLIENT_SECRET })
  })
  afterAll(() => provider?.close())

  /** A plain OAuth sign-in as the cloud makes one for GitHub or X: no openid scope, no nonce, no ID token. */
  async function accessToken(clientId: string, username: string): Promise<string> {
    const config = await configuration(clientId)
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    })
    const back = await signInAtLocalProvider(url, username)
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      idTokenExpected: false,
    })
    expect(tokens.id_token).toBeUndefined()
    return tokens.access_token
  }

  const get = (path: string, token?: string) =>
    fetch(new URL(path, provider.issuer), token ? { headers: { authorization: `Bearer ${token}` } } : {})

  test("GitHub's shape: a numeric id, the same on every sign-in, with login, name and email", async () => {
    const token = await accessToken('github', 'octo-cat')
    const response = await get(PLAIN_OAUTH_USER_PATHS.github, token)
    expect(response.status).toBe(200)
    const user = await response.json()
    expect(user).toEqual({
      id: numericUserId('octo-cat'),
      login: 'octo-cat',
      name: 'octo-cat',
      email: 'octo-cat@oidc.portico.test',
    })
    expect(Number.isSafeInteger(user.id)).toBe(true)
    const again = await (
      await get(PLAIN_OAUTH_USER_PATHS.github, await accessToken('github', 'octo-cat'))
    ).json()
    expect(again.id).toBe(user.id)
  })

  test("X's shape: { data: { id, name, username } } with the id as a decimal string and no email", async () => {
    const token = await accessToken('x', 'jack')
    const user = await (await get(PLAIN_OAUTH_USER_PATHS.x, token)).json()
    expect(user).toEqual({ data: { id: String(numericUserId('jack')), name: 'jack', username: 'jack' } })
  })

  test('no token, an invented one, or another client’s token is refused with 401', async () => {
    expect((await get(PLAIN_OAUTH_USER_PATHS.github)).status).toBe(401)
    const invented = await get(PLAIN_OAUTH_USER_PATHS.github, 'not-a-token-this-provider-issued')
    expect(invented.status).toBe(401)
    expect(invented.headers.get('www-authenticate')).toContain('invalid_token')
    // A token of the google client is not a GitHub token, as GitHub refuses another app's.
    const google = await accessToken('google', 'mallory')
    expect((await get(PLAIN_OAUTH_USER_PATHS.github, google)).status).toBe(401)
    const x = await accessToken('x', 'mallory')
    expect((await get(PLAIN_OAUTH_USER_PATHS.github, x)).status).toBe(401)
    expect((await get(PLAIN_OAUTH_USER_PATHS.x, x)).status).toBe(200)
  })

  test('only GET', async () => {
    const token = await accessToken('github', 'poster')
    const response = await fetch(new URL(PLAIN_OAUTH_USER_PATHS.github, provider.issuer), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(405)
  })
})
