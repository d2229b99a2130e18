import { equalBytes } from '@noble/curves/utils.js'
import { combine } from 'shamir-secret-sharing'
import { InvalidShareError, SHARE_OTHER_WALLET_MESSAGE, SHARE_SAME_ROLE_MESSAGE } from './shareErrors'
import type { WalletShare } from './walletShare'

function checkPair(first: WalletShare, second: WalletShare): void {
  if (!equalBytes(first.walletId, second.walletId)) throw new InvalidShareError(SHARE_OTHER_WALLET_MESSAGE)
  if (first.role === second.role) throw new InvalidShareError(SHARE_SAME_ROLE_MESSAGE)
}

/** The wallet secret from two of its shares (device + auth on a known device, auth + recovery on a new one). */
export async function combineWalletShares(first: WalletShare, second: WalletShare): Promise<Uint8Array> {
  checkPair(first, second)
  return combine([first.point, second.point])
}

/** A random x for a new device's point: never 0 (the secret) nor the x of a share already given out. */
function freshX(taken: readonly number[]): number {
  for (;;) {
    const [x = 0] = crypto.getRandomValues(new Uint8Array(1))
    if (x !== 0 && !taken.includes(x)) return x
  }
}

/**
 * A device share for a new device after a fresh login, from the auth and recovery shares: another point
 * on the same line, read by moving the origin to the new x (x ↦ x ⊕ x_new is a translation in GF(256)),
 * so the audited library's interpolation at 0 does all the field arithmetic.
 */
export async function newDeviceShare(auth: WalletShare, recovery: WalletShare): Promise<WalletShare> {
  checkPair(auth, recovery)
  const deviceX = freshX([auth.point.at(-1) ?? 0, recovery.point.at(-1) ?? 0])
  const shifted = [auth.point, recovery.point].map((point) => {
    const moved = point.slice()
    moved[moved.length - 1] = (point.at(-1) ?? 0) ^ deviceX
    return moved
  })
  const y = await combine(shifted)
  const point = new Uint8Array(y.length + 1)
  point.set(y)
  point[y.length] = deviceX
  return { role: 'device', walletId: auth.walletId.slice(), point }
}
