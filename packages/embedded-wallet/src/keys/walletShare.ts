import { ENTROPY_BYTES, SHARE_FORMAT_VERSION, WALLET_ID_BYTES } from './keyConstants'
import { InvalidShareError, SHARE_FORMAT_MESSAGE } from './shareErrors'

/** Who keeps a share: the secure frame's IndexedDB, or the cloud (given on any login, or only on a fresh one). */
export type ShareRole = 'device' | 'auth' | 'recovery'

/** One of a wallet's three shares: any two rebuild its secret, one alone says nothing about it. */
export type WalletShare = { role: ShareRole; walletId: Uint8Array; point: Uint8Array }

const ROLE_BYTES: Record<ShareRole, number> = { device: 1, auth: 2, recovery: 3 }
const HEADER_BYTES = 2 + WALLET_ID_BYTES
/** A Shamir point as shamir-secret-sharing writes it: one y byte per secret byte, then its x. */
const POINT_BYTES = ENTROPY_BYTES + 1
export const SHARE_BYTES = HEADER_BYTES + POINT_BYTES

/** version, role, wallet id, point: the bytes a share is stored and sent as. */
export function encodeShare(share: WalletShare): Uint8Array {
  const bytes = new Uint8Array(SHARE_BYTES)
  bytes[0] = SHARE_FORMAT_VERSION
  bytes[1] = ROLE_BYTES[share.role]
  bytes.set(share.walletId, 2)
  bytes.set(share.point, HEADER_BYTES)
  return bytes
}

export function decodeShare(bytes: Uint8Array): WalletShare {
  const role = (Object.keys(ROLE_BYTES) as ShareRole[]).find((name) => ROLE_BYTES[name] === bytes[1])
  // x = 0 would be the secret itself: never a share.
  if (bytes.length !== SHARE_BYTES || bytes[0] !== SHARE_FORMAT_VERSION || !role || bytes.at(-1) === 0)
    throw new InvalidShareError(SHARE_FORMAT_MESSAGE)
  return {
    role,
    walletId: bytes.slice(2, HEADER_BYTES),
    point: bytes.slice(HEADER_BYTES),
  }
}
