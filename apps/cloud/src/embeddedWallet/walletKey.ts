import { createHash, hkdfSync, randomBytes } from 'node:crypto'
import { WALLET_KEY_MIN_LENGTH } from './embeddedWalletConstants'

/** The two sealed shares, each under its own key derived from the one wallet key. */
export type ShareKind = 'auth' | 'recovery'

/** The keys the cloud seals wallet shares with; never written to the database. */
export type WalletKey = {
  /** Names the key in each row (a hash, not the key): a changed key is told apart from a damaged row. */
  id: string
  /** AES-256 key for one kind of share. */
  forKind(kind: ShareKind): Buffer
}

const derive = (secret: Buffer | string, info: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'portico-cloud', info, 32))

/**
 * The key-encryption key of the embedded wallet's cloud shares: the operator's wallet key, else one
 * derived from the session signing key (one secret to configure, as emailCodeSecret does), else one
 * made at start for the local stack (shares sealed under it open only until the process ends).
 */
export function walletKey({
  walletKeySecret,
  sessionSigningKey,
}: {
  walletKeySecret?: string | undefined
  sessionSigningKey?: string | undefined
}): WalletKey {
  // HKDF stretches nothing: a short secret would be a guessable key.
  if (walletKeySecret !== undefined && walletKeySecret.length < WALLET_KEY_MIN_LENGTH)
    throw new Error(`the wallet key must be at least ${WALLET_KEY_MIN_LENGTH} characters of random secret`)
  const root = walletKeySecret
    ? derive(walletKeySecret, 'embedded wallet key')
    : sessionSigningKey
      ? derive(sessionSigningKey, 'embedded wallet key')
      : randomBytes(32)
  const id = createHash('sha256')
    .update(derive(root, 'embedded wallet key id'))
    .digest('base64url')
    .slice(0, 16)
  return { id, forKind: (kind) => derive(root, `embedded wallet ${kind} shares`) }
}
