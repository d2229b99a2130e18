import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { HttpError } from '../errors'
import type { CloudServices } from '../services'
import { storePasskeyChallenge } from './passkeyChallenges'
import { PASSKEY_CHALLENGE_TTL_MS } from './passkeyConstants'
import { NO_PASSKEY_MESSAGE } from './passkeyErrors'
import { relyingParty } from './passkeyRelyingParty'
import { listPasskeys } from './passkeyStore'

/** Options for navigator.credentials.get() naming the user's passkeys; 404 noPasskey when there are none. */
export async function startPasskeyAuthentication(
  services: CloudServices,
  session: EmbeddedSession & { token: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await listPasskeys(services.db, session)
  if (passkeys.length === 0) throw new HttpError(404, NO_PASSKEY_MESSAGE, {}, { failure: 'noPasskey' })
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(services).id,
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, ...(transports ? { transports } : {}) })),
    userVerification: 'preferred',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  })
  await storePasskeyChallenge(
    services.db,
    { sessionToken: session.token, purpose: 'authentication', challenge: options.challenge },
    services.now(),
  )
  return options
}
