import { combine } from 'shamir-secret-sharing'
import { expect, test } from 'vitest'
import { combineWalletShares, newDeviceShare } from './combineWalletShares'
import { generateEntropy } from './generateEntropy'
import {
  InvalidShareError,
  SHARE_FORMAT_MESSAGE,
  SHARE_OTHER_WALLET_MESSAGE,
  SHARE_SAME_ROLE_MESSAGE,
} from './shareErrors'
import { splitWalletSecret } from './splitWalletSecret'
import { decodeShare, encodeShare, SHARE_BYTES, type WalletShare } from './walletShare'

test('any two of the three shares rebuild the secret', async () => {
  const secret = generateEntropy()
  const { device, auth, recovery } = await splitWalletSecret(secret)
  expect(await combineWalletShares(device, auth)).toEqual(secret)
  expect(await combineWalletShares(auth, recovery)).toEqual(secret)
  expect(await combineWalletShares(recovery, device)).toEqual(secret)
})

/**
 * The claim of README's threat model, tried: holding one share, every value of every secret byte is
 * still possible. For each candidate c, the line through (0, c) and the held point gives a second point,
 * and that pair combines to c, so the one share rules nothing out.
 */
test('one share alone is consistent with every possible secret', async () => {
  const secret = generateEntropy()
  const { auth } = await splitWalletSecret(secret)
  const x = auth.point.at(-1) ?? 0
  const otherX = x === 1 ? 2 : 1
  for (let candidate = 0; candidate < 256; candidate++) {
    const wanted = new Uint8Array(secret.length).fill(candidate)
    // f(otherX) on the line through (0, wanted) and the held point, by moving the origin to otherX.
    const movedHeld = auth.point.slice()
    movedHeld[secret.length] = x ^ otherX
    const movedWanted = new Uint8Array(secret.length + 1)
    movedWanted.set(wanted)
    movedWanted[secret.length] = otherX
    const y = await combine([movedHeld, movedWanted])
    const forged: WalletShare = {
      role: 'device',
      walletId: auth.walletId,
      point: Uint8Array.of(...y, otherX),
    }
    expect(await combineWalletShares(auth, forged)).toEqual(wanted)
  }
})

test('shares of one secret differ on every split: nothing about a share is fixed by the secret', async () => {
  const secret = new Uint8Array(16)
  const first = await splitWalletSecret(secret)
  const second = await splitWalletSecret(secret)
  expect(first.auth.point).not.toEqual(second.auth.point)
  expect(first.device.point.slice(0, 16)).not.toEqual(secret)
})

test('a new device gets its own point, which rebuilds the secret with either cloud share', async () => {
  const secret = generateEntropy()
  const { device, auth, recovery } = await splitWalletSecret(secret)
  const fresh = await newDeviceShare(auth, recovery)
  expect(fresh.role).toBe('device')
  const xs = [auth, recovery].map((share) => share.point.at(-1))
  expect(xs).not.toContain(fresh.point.at(-1))
  expect(fresh.point.at(-1)).not.toBe(0)
  expect(await combineWalletShares(fresh, auth)).toEqual(secret)
  expect(await combineWalletShares(fresh, recovery)).toEqual(secret)
  // Two devices' shares never meet: the cloud's share is always one of the pair.
  await expect(combineWalletShares(fresh, device)).rejects.toThrow(SHARE_SAME_ROLE_MESSAGE)
})

test('shares of two wallets, or two of one kind, are refused rather than combined into a wrong key', async () => {
  const one = await splitWalletSecret(generateEntropy())
  const two = await splitWalletSecret(generateEntropy())
  await expect(combineWalletShares(one.device, two.auth)).rejects.toThrow(SHARE_OTHER_WALLET_MESSAGE)
  await expect(combineWalletShares(one.auth, { ...one.recovery, role: 'auth' })).rejects.toThrow(
    SHARE_SAME_ROLE_MESSAGE,
  )
  await expect(newDeviceShare(one.auth, two.recovery)).rejects.toBeInstanceOf(InvalidShareError)
})

test('a share round-trips through its bytes; a wrong version, role, length or x = 0 is refused', async () => {
  const { recovery } = await splitWalletSecret(generateEntropy())
  const bytes = encodeShare(recovery)
  expect(bytes).toHaveLength(SHARE_BYTES)
  expect(decodeShare(bytes)).toEqual(recovery)
  const broken = (change: (copy: Uint8Array) => Uint8Array) => () => decodeShare(change(bytes.slice()))
  expect(broken((copy) => copy.fill(2, 0, 1))).toThrow(SHARE_FORMAT_MESSAGE)
  expect(broken((copy) => copy.fill(9, 1, 2))).toThrow(SHARE_FORMAT_MESSAGE)
  expect(broken((copy) => copy.slice(1))).toThrow(SHARE_FORMAT_MESSAGE)
  expect(broken((copy) => copy.fill(0, SHARE_BYTES - 1))).toThrow(SHARE_FORMAT_MESSAGE)
})
