import { split } from 'shamir-secret-sharing'
import { ENTROPY_BYTES, WALLET_ID_BYTES } from './keyConstants'
import type { WalletShare } from './walletShare'

export type WalletShares = { device: WalletShare; auth: WalletShare; recovery: WalletShare }

/**
 * Splits a wallet secret 2-of-3 (Shamir over GF(256), the audited shamir-secret-sharing): a fresh random
 * polynomial per byte, so any one share is uniformly random whatever the secret (README: threat model).
 */
export async function splitWalletSecret(entropy: Uint8Array): Promise<WalletShares> {
  if (entropy.length !== ENTROPY_BYTES) throw new Error(`a wallet secret is ${ENTROPY_BYTES} bytes`)
  const walletId = crypto.getRandomValues(new Uint8Array(WALLET_ID_BYTES))
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('shamir split gave fewer than 3 shares')
  return {
    device: { role: 'device', walletId, point: device },
    auth: { role: 'auth', walletId: walletId.slice(), point: auth },
    recovery: { role: 'recovery', walletId: walletId.slice(), point: recovery },
  }
}
