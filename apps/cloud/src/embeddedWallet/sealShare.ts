import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { ShareKind, WalletKey } from './walletKey'

const IV_BYTES = 12
const TAG_BYTES = 16

/** Who a sealed share belongs to: bound in as associated data, so a row copied to another user does not open. */
export type ShareOwner = { projectId: string; userId: string }

const associatedData = (kind: ShareKind, owner: ShareOwner) =>
  Buffer.from(`portico-cloud/embedded-wallet/${kind}/${owner.projectId}/${owner.userId}`)

/** AES-256-GCM under the wallet key: iv ‖ ciphertext ‖ tag, base64url, as the row keeps it. */
export function sealShare(key: WalletKey, kind: ShareKind, owner: ShareOwner, share: Buffer): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key.forKind(kind), iv)
  cipher.setAAD(associatedData(kind, owner))
  const body = Buffer.concat([cipher.update(share), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The share a sealed row holds; throws when the key, the owner or a byte of the row differ. */
export function openShare(key: WalletKey, kind: ShareKind, owner: ShareOwner, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url')
  const decipher = createDecipheriv('aes-256-gcm', key.forKind(kind), bytes.subarray(0, IV_BYTES))
  decipher.setAAD(associatedData(kind, owner))
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ])
}
