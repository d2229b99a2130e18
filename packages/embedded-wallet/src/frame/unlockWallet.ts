import { base64urlnopad } from '@scure/base'
import {
  combineWalletShares,
  type DeviceShareStore,
  decodeShare,
  deriveAccounts,
  encodeShare,
  generateEntropy,
  InvalidShareError,
  newDeviceShare,
  splitWalletSecret,
  type WalletAccounts,
} from '../keys/index'
import { CloudAnswerError, type FrameCloudClient } from './frameCloudClient'

export type UnlockWalletParameters = {
  cloud: FrameCloudClient
  deviceShares: DeviceShareStore
  token: string
  /** The device-share slot: project and user, so a record moved to another user does not open. */
  slot: string
  /**
   * Asks the person for their passkey when the project needs one before a new device gets the recovery share;
   * without it (a reload, not a login the person is watching) that refusal is the answer.
   */
  provePasskey?: (token: string) => Promise<void>
}

/** The accounts, and the wallet secret they come from (its BIP-39 phrase is what a key export shows). */
export type UnlockedWallet = { accounts: WalletAccounts; entropy: Uint8Array }

const unlocked = (entropy: Uint8Array): UnlockedWallet => ({ accounts: deriveAccounts(entropy), entropy })

const encode = (bytes: Uint8Array) => base64urlnopad.encode(bytes)
const decode = (text: string) => decodeShare(base64urlnopad.decode(text))

/** First login anywhere: the wallet is made here, split 2-of-3, the device share kept, the other two sent. */
async function createWallet({ cloud, deviceShares, token, slot }: UnlockWalletParameters) {
  const entropy = generateEntropy()
  const { device, auth, recovery } = await splitWalletSecret(entropy)
  const wallet = unlocked(entropy)
  // The cloud keeps the first wallet only (409 after): store there before the device share is trusted. Its
  // EVM address lets a later session of a device holding the wallet prove so (to add a passkey).
  await cloud.storeShares(token, {
    authShare: encode(encodeShare(auth)),
    recoveryShare: encode(encodeShare(recovery)),
    ownerAddress: wallet.accounts.evm.address,
  })
  await deviceShares.save(slot, encodeShare(device))
  return wallet
}

/** The recovery share, after the person's passkey when the project asks for one first. */
async function readRecoveryShare({ cloud, token, provePasskey }: UnlockWalletParameters): Promise<string> {
  try {
    return (await cloud.readRecoveryShare(token)).recoveryShare
  } catch (error) {
    const needsPasskey = error instanceof CloudAnswerError && error.failure === 'passkeyRequired'
    if (!needsPasskey || !provePasskey) throw error
    await provePasskey(token)
    return (await cloud.readRecoveryShare(token)).recoveryShare
  }
}

/** A new device (or a device share that no longer fits): auth + recovery, right after a login, and a new device share. */
async function recoverWallet(parameters: UnlockWalletParameters, authShare: string) {
  const { deviceShares, slot } = parameters
  const auth = decode(authShare)
  const recovery = decode(await readRecoveryShare(parameters))
  const secret = await combineWalletShares(auth, recovery)
  await deviceShares.save(slot, encodeShare(await newDeviceShare(auth, recovery)))
  return unlocked(secret)
}

/**
 * The user's accounts and wallet secret, rebuilt inside the frame and kept in its memory only (packages/embedded-wallet
 * README, key design): device + auth on a known device, auth + recovery on a new one, or a new wallet on the first login.
 */
export async function unlockWallet(parameters: UnlockWalletParameters): Promise<UnlockedWallet> {
  const { cloud, deviceShares, token, slot } = parameters
  let authShare: string
  try {
    authShare = (await cloud.readAuthShare(token)).authShare
  } catch (error) {
    if (!(error instanceof CloudAnswerError) || error.status !== 404) throw error
    try {
      return await createWallet(parameters)
    } catch (createError) {
      // Another device of this user made the wallet in the meantime: recover it instead.
      if (!(createError instanceof CloudAnswerError) || createError.status !== 409) throw createError
      authShare = (await cloud.readAuthShare(token)).authShare
      return recoverWallet(parameters, authShare)
    }
  }
  const saved = await deviceShares.load(slot)
  if (!saved) return recoverWallet(parameters, authShare)
  try {
    return unlocked(await combineWalletShares(decodeShare(saved), decode(authShare)))
  } catch (error) {
    // A device share of another wallet (or an old format) cannot help: a fresh login recovers.
    if (!(error instanceof InvalidShareError)) throw error
    return recoverWallet(parameters, authShare)
  }
}
