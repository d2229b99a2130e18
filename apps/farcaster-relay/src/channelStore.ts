import { randomBytes } from 'node:crypto'
import { MAX_OPEN_CHANNELS } from './constants'

/** What the app asking for a sign-in sends when it opens a channel (the hosted relay's create body). */
export type ChannelRequest = {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the Farcaster app sends once the person has signed (the hosted relay's authenticate body). */
export type ChannelAnswer = {
  message: string
  signature: string
  fid: number
  username: string
  bio: string
  displayName: string
  pfpUrl: string
}

export type Channel = {
  token: string
  nonce: string
  url: string
  request: ChannelRequest
  expiresAtMs: number
  answer?: ChannelAnswer
}

/** Why a channel operation was refused, for the HTTP layer to map to a status. */
export type ChannelRefusal = 'unknown' | 'completed' | 'full'

export type ChannelStore = {
  open: (request: ChannelRequest) => Channel | 'full'
  /** The live channel of this token; expired ones are gone, as the hosted relay's expire from Redis. */
  find: (token: string) => Channel | undefined
  answer: (token: string, answer: ChannelAnswer) => Channel | Exclude<ChannelRefusal, 'full'>
  size: () => number
}

/** An alphanumeric nonce of 16 characters, as SIWE asks for at least 8. */
function newNonce(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
}

/** The relay's channels in memory: each opened with a secret token, answered at most once, gone after its TTL. */
export function createChannelStore({
  ttlMs,
  connectUrlBase,
  now,
}: {
  ttlMs: number
  connectUrlBase: string
  now: () => number
}): ChannelStore {
  const channels = new Map<string, Channel>()

  const prune = () => {
    const nowMs = now()
    for (const [token, channel] of channels) if (channel.expiresAtMs <= nowMs) channels.delete(token)
  }

  const find = (token: string) => {
    const channel = channels.get(token)
    if (!channel) return undefined
    if (channel.expiresAtMs > now()) return channel
    channels.delete(token)
    return undefined
  }

  return {
    open: (request) => {
      prune()
      if (channels.size >= MAX_OPEN_CHANNELS) return 'full'
      const token = randomBytes(24).toString('base64url')
      const nonce = request.nonce ?? newNonce()
      const url = new URL(connectUrlBase)
      url.searchParams.set('channelToken', token)
      url.searchParams.set('nonce', nonce)
      url.searchParams.set('siweUri', request.siweUri)
      url.searchParams.set('domain', request.domain)
      if (request.notBefore) url.searchParams.set('notBefore', request.notBefore)
      if (request.expirationTime) url.searchParams.set('expirationTime', request.expirationTime)
      if (request.requestId) url.searchParams.set('requestId', request.requestId)
      const channel: Channel = { token, nonce, url: url.toString(), request, expiresAtMs: now() + ttlMs }
      channels.set(token, channel)
      return channel
    },
    find,
    answer: (token, answer) => {
      const channel = find(token)
      if (!channel) return 'unknown'
      // One signature per channel: a second answer could swap the person the app is waiting for.
      if (channel.answer) return 'completed'
      channel.answer = answer
      return channel
    },
    size: () => {
      prune()
      return channels.size
    },
  }
}
