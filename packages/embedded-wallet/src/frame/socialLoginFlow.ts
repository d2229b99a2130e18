import { sha256 } from '@noble/hashes/sha2.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'
import { base64urlnopad } from '@scure/base'
import { SOCIAL_LOGIN_FAILED_CODE } from '../protocol/frameEvents'
import { CloudAnswerError, type FrameCloudClient, type SocialVerified } from './frameCloudClient'
import {
  FrameError,
  INVALID_RESULT_CODE_MESSAGE,
  INVALID_RETURN_URL_MESSAGE,
  NO_SOCIAL_LOGIN_STARTED_MESSAGE,
  unknownSocialProviderMessage,
} from './frameErrors'
import {
  createPendingSocialLoginStore,
  type PendingSocialLogin,
  type PendingSocialLoginStore,
} from './pendingSocialLoginStore'

/** 32 random bytes: the cloud takes a binding verifier of 43 base64url characters or more. */
const BINDING_SECRET_BYTES = 32
/** The callback's one-time code, as the cloud issues it (32 random bytes, base64url). */
const RESULT_CODE = /^[A-Za-z0-9_-]{43}$/

export type SocialRedirect = {
  /** The provider's authorization URL: the host page opens it in the 600x800 popup (SPEC §2, §9). */
  uri: string
  /** The origin the popup's result comes from: the cloud's callback page (SPEC §5). */
  resultOrigin: string
}

/** A redirect sign-in returns to a page of the embedding page's own origin, or none. */
function readReturnUrl(value: unknown, pageOrigin: string): string | undefined {
  if (value === undefined) return undefined
  const url = typeof value === 'string' ? URL.parse(value) : null
  if (!url || url.origin !== pageOrigin) throw new FrameError(INVALID_RETURN_URL_MESSAGE)
  return url.href
}

/**
 * The frame's half of social login: it starts the sign-in with the hash of a secret that never
 * leaves this origin, and redeems the popup's one-time result code with that secret. The host page sees
 * the code, but without the secret the cloud opens nothing for it.
 */
export function createSocialLoginFlow({
  cloud,
  pageOrigin,
  now = Date.now,
  redirectAttempts = createPendingSocialLoginStore(),
}: {
  cloud: FrameCloudClient
  /** The embedding page's checked origin: the only one the cloud posts the result to. */
  pageOrigin: string
  now?: () => number
  /** Where a redirect sign-in's secret outlives the page's reload (the frame origin's sessionStorage). */
  redirectAttempts?: PendingSocialLoginStore
}) {
  let pending: PendingSocialLogin | undefined
  const forget = () => {
    pending = undefined
    redirectAttempts.clear()
  }

  return {
    /** With `returnUrl`, the sign-in leaves the page and the cloud sends it back there. */
    async start(provider: unknown, returnUrl?: unknown): Promise<SocialRedirect> {
      if (typeof provider !== 'string' || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
        throw new FrameError(unknownSocialProviderMessage(String(provider)))
      const returnTo = readReturnUrl(returnUrl, pageOrigin)
      const secret = crypto.getRandomValues(new Uint8Array(BINDING_SECRET_BYTES))
      const bindingVerifier = base64urlnopad.encode(secret)
      const bindingChallenge = base64urlnopad.encode(sha256(new TextEncoder().encode(bindingVerifier)))
      const started = await cloud.startSocialLogin({
        provider: provider as SocialProvider,
        pageOrigin,
        bindingChallenge,
        ...(returnTo ? { returnUrl: returnTo } : {}),
      })
      // A newer sign-in replaces an older one: only the last one's result can be redeemed here.
      pending = { bindingVerifier, expiresAt: Date.parse(started.expiresAt) }
      if (returnTo) redirectAttempts.save(pending)
      else redirectAttempts.clear()
      return { uri: started.uri, resultOrigin: started.resultOrigin }
    },

    async redeem(resultCode: unknown): Promise<SocialVerified> {
      if (typeof resultCode !== 'string' || !RESULT_CODE.test(resultCode))
        throw new FrameError(INVALID_RESULT_CODE_MESSAGE)
      // After a redirect the frame is a new one: the secret is the one its attempt left in sessionStorage.
      const current = pending ?? redirectAttempts.load()
      if (!current || current.expiresAt <= now()) {
        forget()
        throw new FrameError(NO_SOCIAL_LOGIN_STARTED_MESSAGE)
      }
      let verified: SocialVerified
      try {
        verified = await cloud.connectSocial({ resultCode, bindingVerifier: current.bindingVerifier })
      } catch (error) {
        // A failed redirect sign-in's code stands for its failure: the attempt is over, and its
        // message (the cloud's, never the page's) goes to the bridge marked as the sign-in's own.
        if (!(error instanceof CloudAnswerError) || error.failure === undefined) throw error
        forget()
        throw new FrameError(error.message, SOCIAL_LOGIN_FAILED_CODE)
      }
      // Redeemed: the secret has done its one job.
      forget()
      return verified
    },

    forget,
  }
}
