import { buildCloudUrl, SDK_VERSION, type SocialProvider } from '@portico/core'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { CLOUD_UNREACHABLE_MESSAGE, FrameError, SESSION_KEY_LOST_MESSAGE } from './frameErrors'
import { signFrameProof } from './frameProof'
import {
  memorySessionKeyStore,
  newSessionKey,
  type SessionKey,
  type SessionKeyStore,
} from './sessionKeyStore'

/** SPEC §7's st for calls the secure frame makes, so the cloud's logs tell them from the page's own. */
export const FRAME_SDK_TYPE = 'portico-frame'

export type EmailVerified = {
  userId: string
  email: string
  isNew: boolean
  sessionToken: string
  sessionExpiresAt: string
}

/** A social sign-in redeemed (`/v1/embedded/social/connect`): the session of an email login, and who signed in. */
export type SocialVerified = {
  userId: string
  provider: SocialProvider
  email: string | null
  userName: string | null
  isNew: boolean
  sessionToken: string
  sessionExpiresAt: string
}

/** A Farcaster sign-in collected (`/v1/embedded/farcaster/connect`): pending, or the fid's session. */
export type FarcasterCollected =
  | { status: 'pending' }
  | {
      status: 'connected'
      userId: string
      fid: number
      custody: string
      userName: string | null
      isNew: boolean
      sessionToken: string
      sessionExpiresAt: string
    }

export type FrameCloudClientParameters = {
  cloudUrl: string
  projectId: string
  /** Where each project's session key is kept: the frame origin's IndexedDB (main.ts); memory by default. */
  sessionKeys?: SessionKeyStore
}

/** Whether an answer opened a session (a Farcaster poll may answer 'pending'). */
const opensSession = (answer: unknown) =>
  typeof (answer as { sessionToken?: unknown }).sessionToken === 'string'

/**
 * The cloud's embedded-wallet routes as the secure frame calls them; the session token never leaves the frame.
 * A login signs its call with a new non-extractable key, which the cloud binds the session to; every call
 * with the token then carries a fresh proof of that key (frameProof.ts), so the token alone opens nothing.
 */
export function createFrameCloudClient({
  cloudUrl,
  projectId,
  sessionKeys = memorySessionKeyStore(),
}: FrameCloudClientParameters) {
  // The key of a login under way, kept across a Farcaster sign-in's polls; saved once a session opens.
  let loginKey: SessionKey | undefined

  async function proofKey(token: string | undefined, login: boolean): Promise<SessionKey | undefined> {
    if (login) {
      loginKey ??= await newSessionKey()
      return loginKey
    }
    if (!token) return undefined
    const key = await sessionKeys.load(projectId)
    // 401, as the cloud would answer: the frame forgets the session and asks for a new login.
    if (!key) throw new CloudAnswerError(401, SESSION_KEY_LOST_MESSAGE)
    return key
  }

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { token, body, login = false }: { token?: string; body?: unknown; login?: boolean } = {},
  ): Promise<T> {
    const url = String(
      buildCloudUrl({ apiUrl: cloudUrl, projectId, sdkType: FRAME_SDK_TYPE, sdkVersion: SDK_VERSION }, path),
    )
    const headers: Record<string, string> = {}
    const key = await proofKey(token, login)
    if (key) headers.dpop = await signFrameProof(key, { method, url, ...(token ? { token } : {}) })
    if (token) headers.authorization = `DPoP ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // No cookie and no referrer: the token, with a proof of the frame's key, is the only credential.
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      })
    } catch {
      throw new FrameError(CLOUD_UNREACHABLE_MESSAGE)
    }
    const answer = (await response.json().catch(() => ({}))) as { error?: unknown; failure?: unknown }
    if (!response.ok) {
      const message =
        typeof answer.error === 'string' ? answer.error : `the wallet service answered ${response.status}`
      throw new CloudAnswerError(
        response.status,
        message,
        typeof answer.failure === 'string' ? answer.failure : undefined,
      )
    }
    if (login && key && opensSession(answer)) {
      await sessionKeys.save(projectId, key)
      loginKey = undefined
    }
    return answer as T
  }

  return {
    allowedOrigins: () => call<{ allowedOrigins: string[] }>('GET', '/projects/v1/origins'),
    requestEmailCode: (email: string) =>
      call<{ action: 'VERIFY_OTP'; challengeId: string }>('POST', '/v1/embedded/email/code', {
        body: { email },
      }),
    verifyEmailCode: (body: { challengeId: string; email: string; otp: string }) =>
      call<EmailVerified>('POST', '/v1/embedded/email/verify', { body, login: true }),
    startSocialLogin: (body: {
      provider: SocialProvider
      pageOrigin: string
      bindingChallenge: string
      /** Sign in by full-page redirect, back to this page with result_uri. */
      returnUrl?: string
    }) =>
      call<{ uri: string; expiresAt: string; resultOrigin: string }>('POST', '/v1/embedded/social/start', {
        body,
      }),
    connectSocial: (body: { resultCode: string; bindingVerifier: string }) =>
      call<SocialVerified>('POST', '/v1/embedded/social/connect', { body, login: true }),
    startFarcasterLogin: (body: { pageOrigin: string }) =>
      call<{ uri: string; loginToken: string; expiresAt: string }>('POST', '/v1/embedded/farcaster/start', {
        body,
      }),
    connectFarcaster: (body: { loginToken: string }) =>
      call<FarcasterCollected>('POST', '/v1/embedded/farcaster/connect', { body, login: true }),
    requestEmailUpdate: (token: string, email: string) =>
      call<{ action: 'VERIFY_PRIMARY_OTP'; updateId: string; expiresAt: string }>(
        'POST',
        '/v1/embedded/email/update',
        { token, body: { email } },
      ),
    verifyEmailUpdatePrimary: (token: string, body: { updateId: string; otp: string }) =>
      call<{ action: 'VERIFY_SECONDARY_OTP' }>('POST', '/v1/embedded/email/update/primary', { token, body }),
    verifyEmailUpdateSecondary: (token: string, body: { updateId: string; otp: string }) =>
      call<{ email: string }>('POST', '/v1/embedded/email/update/secondary', { token, body }),
    requestExportCode: (token: string) =>
      call<{ action: 'VERIFY_EXPORT_OTP'; challengeId: string; expiresAt: string }>(
        'POST',
        '/v1/embedded/export/code',
        { token, body: {} },
      ),
    verifyExportCode: (token: string, body: { challengeId: string; otp: string }) =>
      call<{ action: 'SHOW_KEYS' }>('POST', '/v1/embedded/export/verify', { token, body }),
    readAuthShare: (token: string) =>
      call<{ authShare: string }>('GET', '/v1/embedded/auth-share', { token }),
    readRecoveryShare: (token: string) =>
      call<{ recoveryShare: string }>('GET', '/v1/embedded/recovery-share', { token }),
    storeShares: (token: string, body: { authShare: string; recoveryShare: string; ownerAddress: string }) =>
      call<{ success: true }>('PUT', '/v1/embedded/auth-share', { token, body }),
    listPasskeys: (token: string) =>
      call<{ required: boolean; passkeys: { id: string; createdAt: string }[] }>(
        'GET',
        '/v1/embedded/passkeys',
        {
          token,
        },
      ),
    passkeyRegistrationOptions: (token: string) =>
      call<{ options: PublicKeyCredentialCreationOptionsJSON }>(
        'POST',
        '/v1/embedded/passkeys/registration-options',
        { token, body: {} },
      ),
    /** `walletSignature`: the wallet's EVM key over passkeyEnrolmentMessage(challenge) (a later session may add one). */
    addPasskey: (token: string, body: { response: RegistrationResponseJSON; walletSignature: string }) =>
      call<{ id: string; createdAt: string }>('POST', '/v1/embedded/passkeys', { token, body }),
    passkeyAuthenticationOptions: (token: string) =>
      call<{ options: PublicKeyCredentialRequestOptionsJSON }>(
        'POST',
        '/v1/embedded/passkeys/authentication-options',
        { token, body: {} },
      ),
    provePasskey: (token: string, response: AuthenticationResponseJSON) =>
      call<{ success: true }>('POST', '/v1/embedded/passkeys/assertion', { token, body: { response } }),
    closeSession: async (token: string) => {
      try {
        return await call<{ success: true }>('DELETE', '/v1/embedded/session', { token })
      } finally {
        // Signed out (or the session is gone): its key is worth nothing now.
        await sessionKeys.clear(projectId)
      }
    },
  }
}

export type FrameCloudClient = ReturnType<typeof createFrameCloudClient>

/** A cloud refusal, with its HTTP status (401: the session is over; 404: no wallet yet; 409: one exists). */
export class CloudAnswerError extends FrameError {
  override name = 'CloudAnswerError'
  constructor(
    readonly status: number,
    message: string,
    /**
     * Why, when the body names it: a social result code's failed sign-in ('refused', 'checkFailed'), or a
     * recovery share that waits for the user's passkey ('passkeyRequired') or one never added ('noPasskey').
     */
    readonly failure?: string,
  ) {
    super(message)
  }
}
