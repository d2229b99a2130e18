import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'
import { checkPasskeyEnrolment } from './checkPasskeyEnrolment'
import { storePasskeyChallenge } from './passkeyChallenges'
import { PASSKEY_CHALLENGE_TTL_MS, PASSKEY_RP_NAME } from './passkeyConstants'
import { relyingParty } from './passkeyRelyingParty'
import { listPasskeys } from './passkeyStore'
import { passkeyUserName } from './passkeyUserName'

/** Options for navigator.credentials.create() on the secure frame; their challenge is kept for this session. */
export async function startPasskeyRegistration(
  services: CloudServices,
  project: Project,
  session: EmbeddedSession & { token: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const owner = { projectId: project.id, userId: session.userId }
  const passkeys = await listPasskeys(services.db, owner)
  await checkPasskeyEnrolment(services.db, session, passkeys, 'later')
  const options = await generateRegistrationOptions({
    rpName: project.name || PASSKEY_RP_NAME,
    rpID: relyingParty(services).id,
    userName: await passkeyUserName(services.db, owner),
    userID: new TextEncoder().encode(session.userId),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    // The same authenticator is not registered twice.
    excludeCredentials: passkeys.map(({ id, transports }) => ({ id, ...(transports ? { transports } : {}) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  await storePasskeyChallenge(
    services.db,
    { sessionToken: session.token, purpose: 'registration', challenge: options.challenge },
    services.now(),
  )
  return options
}
