import type { FastifyBaseLogger } from 'fastify'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import { RECOVERY_LOGIN_WINDOW_MS } from '../embeddedWallet/embeddedWalletConstants'
import { HttpError } from '../errors'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'
import { mailNewDeviceOnce } from './mailNewDeviceOnce'
import { RECOVERY_NO_PASSKEY_MESSAGE, RECOVERY_PASSKEY_REQUIRED_MESSAGE } from './passkeyErrors'
import { listPasskeys } from './passkeyStore'

/**
 * When the project requires a passkey, a new device gets the recovery share only in a session that passed a
 * passkey check in the login's window: a phished email code alone no longer opens the wallet. Each refusal
 * says what to do (`failure`), and the user is mailed that a new device asked.
 */
export async function requireRecoveryPasskey(
  services: CloudServices,
  log: FastifyBaseLogger,
  { project, session }: { project: Project; session: EmbeddedSession & { token: string } },
): Promise<void> {
  if (!project.requirePasskey) return
  const verifiedAt = session.passkeyVerifiedAt?.getTime()
  if (verifiedAt !== undefined && services.now() - verifiedAt <= RECOVERY_LOGIN_WINDOW_MS) return
  const hasPasskey = (await listPasskeys(services.db, session)).length > 0
  await mailNewDeviceOnce(services, log, { project, session, outcome: 'attempt' })
  throw hasPasskey
    ? new HttpError(403, RECOVERY_PASSKEY_REQUIRED_MESSAGE, {}, { failure: 'passkeyRequired' })
    : new HttpError(403, RECOVERY_NO_PASSKEY_MESSAGE, {}, { failure: 'noPasskey' })
}
