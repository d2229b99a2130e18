import type { ChannelAnswer, ChannelRequest } from './channelStore'
import { BadRequestError } from './readJsonBody'

const MAX_FIELD_CHARS = 2048

function text(body: Record<string, unknown>, field: string, required: true): string
function text(body: Record<string, unknown>, field: string, required: false): string | undefined
function text(body: Record<string, unknown>, field: string, required: boolean): string | undefined {
  const value = body[field]
  if (value === undefined && !required) return undefined
  if (typeof value !== 'string' || (required && value.length === 0))
    throw new BadRequestError(`${field} must be a ${required ? 'non-empty ' : ''}string`)
  if (value.length > MAX_FIELD_CHARS) throw new BadRequestError(`${field} is longer than ${MAX_FIELD_CHARS}`)
  return value
}

function isoDate(body: Record<string, unknown>, field: string): string | undefined {
  const value = text(body, field, false)
  if (value !== undefined && Number.isNaN(Date.parse(value)))
    throw new BadRequestError(`${field} must be an ISO 8601 date`)
  return value
}

/** The create body: siweUri an absolute URL, domain a host, the optional SIWE fields as given. */
export function parseChannelRequest(body: Record<string, unknown>): ChannelRequest {
  const siweUri = text(body, 'siweUri', true)
  if (!URL.canParse(siweUri)) throw new BadRequestError('siweUri must be an absolute URL')
  const domain = text(body, 'domain', true)
  if (!/^[a-zA-Z0-9.-]+(:[0-9]{1,5})?$/.test(domain)) throw new BadRequestError('domain must be a host name')
  const nonce = text(body, 'nonce', false)
  if (nonce !== undefined && !/^[a-zA-Z0-9]{8,}$/.test(nonce))
    throw new BadRequestError('nonce must be at least 8 letters or digits')
  const request: ChannelRequest = { siweUri, domain }
  if (nonce !== undefined) request.nonce = nonce
  const notBefore = isoDate(body, 'notBefore')
  if (notBefore !== undefined) request.notBefore = notBefore
  const expirationTime = isoDate(body, 'expirationTime')
  if (expirationTime !== undefined) request.expirationTime = expirationTime
  const requestId = text(body, 'requestId', false)
  if (requestId !== undefined) request.requestId = requestId
  const redirectUrl = text(body, 'redirectUrl', false)
  if (redirectUrl !== undefined) request.redirectUrl = redirectUrl
  return request
}

/** The authenticate body: the signed message, a 65-byte hex signature, a positive fid and the profile. */
export function parseChannelAnswer(body: Record<string, unknown>): ChannelAnswer {
  const message = text(body, 'message', true)
  const signature = text(body, 'signature', true)
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) throw new BadRequestError('signature must be hex')
  const fid = body.fid
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1)
    throw new BadRequestError('fid must be a positive whole number')
  return {
    message,
    signature,
    fid,
    username: text(body, 'username', false) ?? '',
    bio: text(body, 'bio', false) ?? '',
    displayName: text(body, 'displayName', false) ?? '',
    pfpUrl: text(body, 'pfpUrl', false) ?? '',
  }
}
