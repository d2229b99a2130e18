import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import { type Configuration, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider'
import { AUTHORIZATION_CODE_TTL_S, OIDC_SCOPES, SIGN_IN_TTL_S } from './constants'
import { localClaims } from './localAccount'
import { PAGE_HEADERS } from './renderLoginPage'
import { renderMessagePage } from './renderMessagePage'
import type { LocalClientMetadata } from './socialClients'

const { Check } = interactionPolicy

/** The key ID tokens are signed with: RS256, the algorithm every client accepts by default; made at start. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }
}

/**
 * The login prompt, asked on every authorization request: the local provider keeps no one signed in
 * between sign-ins, so a person (or a test) can log in as another user right away.
 */
function loginEveryTimePolicy() {
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new Check('local_login_every_time', 'The local provider asks who signs in every time', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
      0,
    )
  return policy
}

/**
 * Consent is implied: each client stands in for a social provider the person has just chosen, so the
 * grant covers the scopes asked for, as a real provider remembers an earlier consent.
 */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx
  const accountId = oidc.session?.accountId
  const clientId = oidc.client?.clientId
  if (!accountId || !clientId) return undefined
  const grant = new oidc.provider.Grant({ accountId, clientId })
  grant.addOIDCScope(String(oidc.params?.scope ?? 'openid'))
  await grant.save()
  return grant
}

/** oidc-provider's configuration for the local stack: static social clients, PKCE always, own login page. */
export function providerConfiguration(clients: LocalClientMetadata[]): Configuration {
  return {
    clients,
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => localClaims(sub) }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: [...OIDC_SCOPES],
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy: loginEveryTimePolicy(),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    loadExistingGrant: grantRequestedScopes,
    // PKCE (S256, the only method oidc-provider 9 offers) on every request, confidential clients too.
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    // Short lives all round: a sign-in takes minutes, and the cloud keeps the user, not the provider.
    ttl: {
      AuthorizationCode: AUTHORIZATION_CODE_TTL_S,
      Interaction: SIGN_IN_TTL_S,
      Session: SIGN_IN_TTL_S,
      Grant: SIGN_IN_TTL_S,
      AccessToken: SIGN_IN_TTL_S,
      IdToken: SIGN_IN_TTL_S,
    },
    renderError: async (ctx, out) => {
      ctx.set(PAGE_HEADERS)
      ctx.type = 'html'
      ctx.body = renderMessagePage(
        'Sign-in failed',
        [out.error, out.error_description].filter(Boolean).join(': '),
      )
    },
  }
}
