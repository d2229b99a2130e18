import { FARCASTER_UPSTREAM_TIMEOUT_MS } from './farcasterLoginConstants'

/** The relay could not be reached, or answered something that is not its protocol. */
export class FarcasterRelayError extends Error {
  override name = 'FarcasterRelayError'
}

export type RelayChannel = { channelToken: string; url: string; nonce: string }

/** What the Farcaster app sent the relay once the person signed. */
export type RelaySignIn = { message: string; signature: `0x${string}`; fid: number; username?: string }

/** A channel's status: waiting for the Farcaster app, answered, or gone (expired or unknown: the relay's 401). */
export type RelayChannelStatus =
  | { state: 'pending' }
  | ({ state: 'completed' } & RelaySignIn)
  | { state: 'gone' }

async function callRelay(relayUrl: string, path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(new URL(path, relayUrl), {
      ...init,
      signal: AbortSignal.timeout(FARCASTER_UPSTREAM_TIMEOUT_MS),
    })
  } catch (error) {
    throw new FarcasterRelayError(`${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** Opens a channel (`POST /v1/channel`) for a sign-in of `domain` with the cloud's nonce and expiry. */
export async function createRelayChannel(
  relayUrl: string,
  request: { siweUri: string; domain: string; nonce: string; expirationTime: string },
): Promise<RelayChannel> {
  const response = await callRelay(relayUrl, '/v1/channel', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  const body = (await response.json().catch(() => undefined)) as Partial<RelayChannel> | undefined
  if (response.status !== 201 || typeof body?.channelToken !== 'string' || typeof body.url !== 'string')
    throw new FarcasterRelayError(`/v1/channel answered ${response.status}`)
  // The relay echoes the nonce it was given; another one would be signed and never match.
  if (body.nonce !== request.nonce) throw new FarcasterRelayError('/v1/channel changed the nonce')
  return { channelToken: body.channelToken, url: body.url, nonce: body.nonce }
}

/** Reads a channel (`GET /v1/channel/status`). */
export async function readRelayChannel(relayUrl: string, channelToken: string): Promise<RelayChannelStatus> {
  const response = await callRelay(relayUrl, '/v1/channel/status', {
    headers: { authorization: `Bearer ${channelToken}` },
  })
  if (response.status === 401) return { state: 'gone' }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  if (response.status === 202 && body?.state === 'pending') return { state: 'pending' }
  if (
    response.status === 200 &&
    body?.state === 'completed' &&
    typeof body.message === 'string' &&
    typeof body.signature === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(body.signature) &&
    typeof body.fid === 'number'
  )
    return {
      state: 'completed',
      message: body.message,
      signature: body.signature as `0x${string}`,
      fid: body.fid,
      ...(typeof body.username === 'string' && body.username ? { username: body.username } : {}),
    }
  throw new FarcasterRelayError(`/v1/channel/status answered ${response.status}`)
}
