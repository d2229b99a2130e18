import { type RegistrationResponseJSON, verifyRegistrationResponse } from '@simplewebauthn/server'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { checkPasskeyEnrolment } from './checkPasskeyEnrolment'
import { spendAnswerChallenge } from './passkeyChallenges'
import { PASSKEY_ALREADY_REGISTERED_MESSAGE, registrationFailedMessage } from './passkeyErrors'
import { relyingParty } from './passkeyRelyingParty'
import { insertPasskey, listPasskeys } from './passkeyStore'

/**
 * Checks the authenticator's answer to this session's registration challenge (spent, whatever the outcome)
 * for the frame's origin and RP ID, and stores its credential for the session's user.
 */
export async function finishPasskeyRegistration(
  services: CloudServices,
  session: EmbeddedSession & { token: string },
  response: RegistrationResponseJSON,
  /** The wallet key's signature of the enrolment message for this challenge, from a device that holds it. */
  walletSignature?: string,
): Promise<{ id: string; createdAt: string }> {
  const owner = { projectId: session.projectId, userId: session.userId }
  const nowMs = services.now()
  const challenge = await spendAnswerChallenge(
    services.db,
    {
      sessionToken: session.token,
      purpose: 'registration',
      clientDataJSON: response.response.clientDataJSON,
    },
    nowMs,
  )
  // Checked again: a passkey may have been added since the options were given.
  await checkPasskeyEnrolment(services.db, session, await listPasskeys(services.db, owner), {
    challenge,
    signature: walletSignature,
  })
  const rp = relyingParty(services)
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The options prefer user verification; a security key without a PIN still proves possession.
      requireUserVerification: false,
    })
  } catch (error) {
    throw new HttpError(
      400,
      registrationFailedMessage(error instanceof Error ? error.message : String(error)),
    )
  }
  if (!verified.verified) throw new HttpError(400, registrationFailedMessage('the response did not verify'))
  const { credential } = verified.registrationInfo
  if (!(await insertPasskey(services.db, owner, credential, nowMs))) {
    throw new HttpError(409, PASSKEY_ALREADY_REGISTERED_MESSAGE)
  }
  return { id: credential.id, createdAt: new Date(nowMs).toISOString() }
}
