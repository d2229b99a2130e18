import { createHash, randomBytes } from 'node:crypto'

/** A bearer token with no meaning inside: 32 random bytes, base64url. */
export const newOpaqueToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

/** Only this hash is stored: a copy of the database signs no one in (admin and embedded-wallet sessions). */
export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url')
