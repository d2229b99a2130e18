import type { FastifyBaseLogger } from 'fastify'
import type { NewDeviceMail } from '../emailLogin/createMailer'
import type { EmbeddedSession } from '../embeddedWallet/embeddedSessions'
import type { Project } from '../projects/project'
import type { CloudServices } from '../services'
import { hashOpaqueToken } from '../sessions/opaqueToken'

/**
 * Tells the user, at most once per session and outcome, that a new device opened their wallet or tried to:
 * the mail is how a phished code is noticed. The session row records it first, so two reads racing send one.
 * A user without an email, or a cloud without SMTP, gets none; a mail that fails is logged, never the answer.
 */
export async function mailNewDeviceOnce(
  services: CloudServices,
  log: FastifyBaseLogger,
  {
    project,
    session,
    outcome,
  }: { project: Project; session: EmbeddedSession & { token: string }; outcome: NewDeviceMail['outcome'] },
): Promise<void> {
  const mailer = services.mailer
  if (!mailer) return
  const [user] = await services.db.query<{ email: string | null }>(
    'select email from embedded_users where id = $1 and project_id = $2',
    [session.userId, project.id],
  )
  if (!user?.email) return
  const recorded = await services.db.query(
    `update embedded_sessions set new_device_mails = array_append(new_device_mails, $2)
     where token_hash = $1 and not ($2 = any(new_device_mails)) returning token_hash`,
    [hashOpaqueToken(session.token), outcome],
  )
  if (recorded.length === 0) return
  try {
    await mailer.sendNewDeviceNotice({
      to: user.email,
      projectName: project.name,
      at: new Date(services.now()),
      outcome,
    })
  } catch (error) {
    log.error({ err: error, outcome }, 'new-device mail not sent')
  }
}
