import { randomBytes, randomUUID } from 'node:crypto'
import type { Database } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaqueToken'
import { FARCASTER_LOGIN_TTL_MS } from './farcasterLoginConstants'
import { createRelayChannel } from './farcasterRelayClient'

export type StartedFarcasterLogin = {
  /** The Sign In With Farcaster link the QR shows and a phone opens in the Farcaster app. */
  uri: string
  /** The frame's secret for collecting this sign-in; only its hash is kept. */
  loginToken: string
  expiresAt: Date
}

/**
 * Opens a relay channel for a sign-in of the host page (its host as the message's domain, its
 * origin as the URI), with a nonce and expiry the cloud chose, and keeps what the signed message must match.
 */
export async function startFarcasterLogin(
  db: Database,
  relayUrl: string,
  {
    projectId,
    pageOrigin,
    requesterOrigin,
    nowMs,
  }: { projectId: string; pageOrigin: string; requesterOrigin: string | undefined; nowMs: number },
): Promise<StartedFarcasterLogin> {
  const nonce = randomBytes(16).toString('hex')
  const domain = new URL(pageOrigin).host
  const expiresAt = new Date(nowMs + FARCASTER_LOGIN_TTL_MS)
  const channel = await createRelayChannel(relayUrl, {
    siweUri: pageOrigin,
    domain,
    nonce,
    expirationTime: expiresAt.toISOString(),
  })
  const loginToken = newOpaqueToken()
  await db.query('delete from farcaster_logins where expires_at <= $1', [new Date(nowMs)])
  await db.query(
    `insert into farcaster_logins (id, login_token_hash, project_id, requester_origin, channel_token, nonce,
       domain, siwe_uri, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      randomUUID(),
      hashOpaqueToken(loginToken),
      projectId,
      requesterOrigin ?? null,
      channel.channelToken,
      nonce,
      domain,
      pageOrigin,
      new Date(nowMs),
      expiresAt,
    ],
  )
  return { uri: channel.url, loginToken, expiresAt }
}
