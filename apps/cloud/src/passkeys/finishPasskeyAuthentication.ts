import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { markSessionPasskeyVerified } from './markSessionPasskeyVerified'
import { spendAnswerChallenge } from './passkeyChallenges'
import { assertionFailedMessage, PASSKEY_NOT_THIS_USERS_MESSAGE } from './passkeyErrors'
import { relyingParty } from './passkeyRelyingParty'
import { findUserPasskey, updatePasskeyCounter } from './passkeyStore'

/**
 * Checks an assertion against this session's authentication challenge (spent, whatever the outcome) and the
 * session user's own stored credential, for the frame's origin and RP ID; then the session is passkey-verified.
 */
export async function finishPasskeyAuthentication(
  services: CloudServices,
  session: EmbeddedSession & { token: string },
  response: AuthenticationResponseJSON,
): Promise<void> {
  const nowMs = services.now()
  const challenge = await spendAnswerChallenge(
    services.db,
    {
      sessionToken: session.token,
      purpose: 'authentication',
      clientDataJSON: response.response.clientDataJSON,
    },
    nowMs,
  )
  // Another user's or project's passkey, valid as it may be, says nothing about this user.
  const credential = await findUserPasskey(services.db, session, response.id)
  if (!credential) throw new HttpError(403, PASSKEY_NOT_THIS_USERS_MESSAGE)
  const rp = relyingParty(services)
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential,
      requireUserVerification: false,
    })
  } catch (error) {
    throw new HttpError(401, assertionFailedMessage(error instanceof Error ? error.message : String(error)))
  }
  if (!verified.verified) throw new HttpError(401, assertionFailedMessage('the signature does not verify'))
  await updatePasskeyCounter(services.db, credential.id, verified.authenticationInfo.newCounter)
  await markSessionPasskeyVerified(services.db, session.token, nowMs)
}
