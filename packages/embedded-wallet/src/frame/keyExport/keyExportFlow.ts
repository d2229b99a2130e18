import { NO_WALLET_EXPORT_REQUESTED, NOT_CONNECTED_TO_EMAIL_OR_SOCIAL } from '@portico/core'
import type { FrameCloudClient } from '../frameCloudClient'
import { FrameError } from '../frameErrors'

// Core's own words: the host ends its wait for the export's code on it.
export const NO_KEY_EXPORT_REQUESTED_MESSAGE = NO_WALLET_EXPORT_REQUESTED

/**
 * The frame's half of the key export's code (SPEC §4 "Secure frame"): it asks the cloud to mail a code to
 * the session's user, keeps the challenge, and has the cloud spend the typed code before any key is shown.
 */
export function createKeyExportFlow({
  cloud,
  token,
}: {
  cloud: FrameCloudClient
  /** The live session's token, or undefined when nobody is logged in. */
  token: () => string | undefined
}) {
  let challengeId: string | undefined

  const requireToken = () => {
    const current = token()
    if (!current) throw new FrameError(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
    return current
  }
  const requireChallenge = () => {
    if (!challengeId) throw new FrameError(NO_KEY_EXPORT_REQUESTED_MESSAGE)
    return challengeId
  }

  return {
    async start(): Promise<{ action: 'VERIFY_EXPORT_OTP' }> {
      const started = await cloud.requestExportCode(requireToken())
      challengeId = started.challengeId
      return { action: 'VERIFY_EXPORT_OTP' }
    },
    /** Refuses at once, before the person is asked for a code, when nobody is logged in or no code was mailed. */
    checkStarted(): void {
      requireToken()
      requireChallenge()
    },
    /** Resolves once the cloud spent the code: only then may the keys be shown. */
    async confirm(otp: string): Promise<void> {
      await cloud.verifyExportCode(requireToken(), { challengeId: requireChallenge(), otp })
      challengeId = undefined
    },
    forget(): void {
      challengeId = undefined
    },
  }
}
