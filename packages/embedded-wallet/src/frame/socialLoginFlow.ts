import { sha256 } from '@noble/hashes/sha2.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portico/core'
import { base64urlnopad } from '@scure/base'
import type { FrameCloudClient, SocialVerified } from './frameCloudClient'
import {
  FrameError,
  INVALID_RESULT_CODE_MESSAGE,
  NO_SOCIAL_LOGIN_STARTED_MESSAGE,
  unknownSocialProviderMessage,
} from './frameErrors'

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

type PendingSignIn = { bindingVerifier: string; expiresAt: number }

/**
 * The frame's half of social login (issue 18): it starts the sign-in with the hash of a secret that never
 * leaves this origin, and redeems the popup's one-time result code with that secret. The host page sees
 * the code, but without the secret the cloud opens nothing for it.
 */
export function createSocialLoginFlow({
  cloud,
  pageOrigin,
  now = Date.now,
}: {
  cloud: FrameCloudClient
  /** The embedding page's checked origin: the only one the cloud posts the result to. */
  pageOrigin: string
  now?: () => number
}) {
  let pending: PendingSignIn | undefined

  return {
    async start(provider: unknown): Promise<SocialRedirect> {
      if (typeof provider !== 'string' || !(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
        throw new FrameError(unknownSocialProviderMessage(String(provider)))
      const secret = crypto.getRandomValues(new Uint8Array(BINDING_SECRET_BYTES))
      const bindingVerifier = base64urlnopad.encode(secret)
      const bindingChallenge = base64urlnopad.encode(sha256(new TextEncoder().encode(bindingVerifier)))
      const started = await cloud.startSocialLogin({
        provider: provider as SocialProvider,
        pageOrigin,
        bindingChallenge,
      })
      // A newer sign-in replaces an older one: only the last popup's result can be redeemed here.
      pending = { bindingVerifier, expiresAt: Date.parse(started.expiresAt) }
      return { uri: started.uri, resultOrigin: started.resultOrigin }
    },

    async redeem(resultCode: unknown): Promise<SocialVerified> {
      if (typeof resultCode !== 'string' || !RESULT_CODE.test(resultCode))
        throw new FrameError(INVALID_RESULT_CODE_MESSAGE)
      if (!pending || pending.expiresAt <= now()) {
        pending = undefined
        throw new FrameError(NO_SOCIAL_LOGIN_STARTED_MESSAGE)
      }
      const verified = await cloud.connectSocial({ resultCode, bindingVerifier: pending.bindingVerifier })
      // Redeemed: the secret has done its one job.
      pending = undefined
      return verified
    },

    forget(): void {
      pending = undefined
    },
  }
}
