import { isValidEmail, NO_EMAIL_UPDATE_REQUESTED, NOT_CONNECTED_TO_EMAIL_OR_SOCIAL } from '@portico/core'
import type { FrameCloudClient } from './frameCloudClient'
import { FrameError, INVALID_EMAIL_MESSAGE, INVALID_OTP_MESSAGE } from './frameErrors'

const OTP = /^[0-9]{6}$/

function readOtp(value: unknown): string {
  if (typeof value !== 'string' || !OTP.test(value)) throw new FrameError(INVALID_OTP_MESSAGE)
  return value
}

/**
 * The frame's half of changing the login email (SPEC §5 VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP): it
 * starts the change with the session it holds, keeps the change's id, and confirms the two mailed codes.
 */
export function createEmailUpdateFlow({
  cloud,
  token,
}: {
  cloud: FrameCloudClient
  /** The live session's token, or undefined when nobody is logged in. */
  token: () => string | undefined
}) {
  let updateId: string | undefined

  const requireToken = () => {
    const current = token()
    // SPEC §8: the email update's own refusal when no email or social login is live.
    if (!current) throw new FrameError(NOT_CONNECTED_TO_EMAIL_OR_SOCIAL)
    return current
  }
  const requireUpdate = () => {
    if (!updateId) throw new FrameError(NO_EMAIL_UPDATE_REQUESTED)
    return updateId
  }

  return {
    async start(email: unknown): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
      const session = requireToken()
      const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
      if (!isValidEmail(address)) throw new FrameError(INVALID_EMAIL_MESSAGE)
      const started = await cloud.requestEmailUpdate(session, address)
      updateId = started.updateId
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    /** Refuses at once, before the person is asked for a code, when nobody is logged in or no change started. */
    checkStarted(): void {
      requireToken()
      requireUpdate()
    },
    async confirmPrimary(otp: unknown): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
      const code = readOtp(otp)
      const session = requireToken()
      await cloud.verifyEmailUpdatePrimary(session, { updateId: requireUpdate(), otp: code })
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    /** Resolves to the new email once the cloud changed it. */
    async confirmSecondary(otp: unknown): Promise<{ email: string }> {
      const code = readOtp(otp)
      const session = requireToken()
      const changed = await cloud.verifyEmailUpdateSecondary(session, {
        updateId: requireUpdate(),
        otp: code,
      })
      updateId = undefined
      return changed
    },
    forget(): void {
      updateId = undefined
    },
  }
}
