import { buildCloudUrl, SDK_VERSION, type SocialProvider } from '@portico/core'
import { CLOUD_UNREACHABLE_MESSAGE, FrameError } from './frameErrors'

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

/** Issue 21: a Farcaster sign-in collected (`/v1/embedded/farcaster/connect`): pending, or the fid's session. */
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

/** The cloud's embedded-wallet routes as the secure frame calls them; the session token never leaves the frame. */
export function createFrameCloudClient({ cloudUrl, projectId }: { cloudUrl: string; projectId: string }) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {}
    if (token) headers.authorization = `Bearer ${token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await fetch(
        buildCloudUrl(
          { apiUrl: cloudUrl, projectId, sdkType: FRAME_SDK_TYPE, sdkVersion: SDK_VERSION },
          path,
        ),
        {
          method,
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          // The frame's calls carry no cookie and no referrer: the token is the only credential.
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        },
      )
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
    return answer as T
  }

  return {
    allowedOrigins: () => call<{ allowedOrigins: string[] }>('GET', '/projects/v1/origins'),
    requestEmailCode: (email: string) =>
      call<{ action: 'VERIFY_OTP'; challengeId: string }>('POST', '/v1/embedded/email/code', {
        body: { email },
      }),
    verifyEmailCode: (body: { challengeId: string; email: string; otp: string }) =>
      call<EmailVerified>('POST', '/v1/embedded/email/verify', { body }),
    startSocialLogin: (body: {
      provider: SocialProvider
      pageOrigin: string
      bindingChallenge: string
      /** Issue 21: sign in by full-page redirect, back to this page with result_uri. */
      returnUrl?: string
    }) =>
      call<{ uri: string; expiresAt: string; resultOrigin: string }>('POST', '/v1/embedded/social/start', {
        body,
      }),
    connectSocial: (body: { resultCode: string; bindingVerifier: string }) =>
      call<SocialVerified>('POST', '/v1/embedded/social/connect', { body }),
    startFarcasterLogin: (body: { pageOrigin: string }) =>
      call<{ uri: string; loginToken: string; expiresAt: string }>('POST', '/v1/embedded/farcaster/start', {
        body,
      }),
    connectFarcaster: (body: { loginToken: string }) =>
      call<FarcasterCollected>('POST', '/v1/embedded/farcaster/connect', { body }),
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
    readAuthShare: (token: string) =>
      call<{ authShare: string }>('GET', '/v1/embedded/auth-share', { token }),
    readRecoveryShare: (token: string) =>
      call<{ recoveryShare: string }>('GET', '/v1/embedded/recovery-share', { token }),
    storeShares: (token: string, body: { authShare: string; recoveryShare: string }) =>
      call<{ success: true }>('PUT', '/v1/embedded/auth-share', { token, body }),
    closeSession: (token: string) => call<{ success: true }>('DELETE', '/v1/embedded/session', { token }),
  }
}

export type FrameCloudClient = ReturnType<typeof createFrameCloudClient>

/** A cloud refusal, with its HTTP status (401: the session is over; 404: no wallet yet; 409: one exists). */
export class CloudAnswerError extends FrameError {
  override name = 'CloudAnswerError'
  constructor(
    readonly status: number,
    message: string,
    /** Issue 21: a social result code that stood for a failed sign-in ('refused' or 'checkFailed'). */
    readonly failure?: string,
  ) {
    super(message)
  }
}
