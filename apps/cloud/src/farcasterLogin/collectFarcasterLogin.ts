import type { Database } from '../db/database'
import { HttpError } from '../errors'
import { hashOpaqueToken } from '../sessions/opaqueToken'
import { findOrCreateSocialUser } from '../socialLogin/findOrCreateSocialUser'
import { FARCASTER_LOGIN_EXPIRED_MESSAGE, FARCASTER_LOGIN_UNKNOWN_MESSAGE } from './farcasterLoginErrors'
import { readRelayChannel } from './farcasterRelayClient'
import type { FarcasterSettings } from './farcasterSettings'
import { type VerifiedFarcasterUser, verifyFarcasterSignIn } from './verifyFarcasterSignIn'

type LoginRow = {
  id: string
  requester_origin: string | null
  channel_token: string
  nonce: string
  domain: string
  siwe_uri: string
  expires_at: Date | string
}

export type CollectedFarcasterLogin =
  | { status: 'pending' }
  | ({ status: 'connected'; userId: string; isNew: boolean } & VerifiedFarcasterUser)

/**
 * The frame asks after its sign-in: pending while the relay waits for the Farcaster app; once the
 * app answered, the answer is taken once (a refused one spends the sign-in too), verified, and its fid's
 * embedded-wallet user found or made, as a social login's subject is.
 */
export async function collectFarcasterLogin(
  db: Database,
  settings: FarcasterSettings,
  {
    projectId,
    loginToken,
    requesterOrigin,
    nowMs,
  }: { projectId: string; loginToken: string; requesterOrigin: string | undefined; nowMs: number },
): Promise<CollectedFarcasterLogin> {
  const [login] = await db.query<LoginRow>(
    `select id, requester_origin, channel_token, nonce, domain, siwe_uri, expires_at from farcaster_logins
     where login_token_hash = $1 and project_id = $2 and collected_at is null`,
    [hashOpaqueToken(loginToken), projectId],
  )
  if (!login || login.requester_origin !== (requesterOrigin ?? null))
    throw new HttpError(400, FARCASTER_LOGIN_UNKNOWN_MESSAGE)
  const spend = async () => {
    const claimed = await db.query(
      `update farcaster_logins set collected_at = $2, channel_token = null
       where id = $1 and collected_at is null returning id`,
      [login.id, new Date(nowMs)],
    )
    if (claimed.length === 0) throw new HttpError(400, FARCASTER_LOGIN_UNKNOWN_MESSAGE)
  }
  if (new Date(login.expires_at).getTime() <= nowMs) {
    await spend()
    throw new HttpError(410, FARCASTER_LOGIN_EXPIRED_MESSAGE)
  }
  const status = await readRelayChannel(settings.relayUrl, login.channel_token)
  if (status.state === 'pending') return { status: 'pending' }
  await spend()
  if (status.state === 'gone') throw new HttpError(410, FARCASTER_LOGIN_EXPIRED_MESSAGE)
  const user = await verifyFarcasterSignIn(settings, status, {
    domain: login.domain,
    uri: login.siwe_uri,
    nonce: login.nonce,
    nowMs,
  })
  const { userId, isNew } = await findOrCreateSocialUser(db, {
    projectId,
    provider: 'farcaster',
    user: { subject: String(user.fid), email: undefined, name: user.username },
    nowMs,
  })
  await db.query('update farcaster_logins set fid = $2 where id = $1', [login.id, user.fid])
  return { status: 'connected', userId, isNew, ...user }
}
