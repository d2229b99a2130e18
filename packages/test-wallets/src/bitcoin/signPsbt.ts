import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { BitcoinKey } from './deriveBitcoinKeys'

/**
 * Signs the listed inputs of a base64 PSBT with the keys of the listed addresses (sats-connect's
 * `signInputs`), leaving it unfinalized for the site to finalize. A taproot input is key-path signed
 * when its `tapInternalKey` is the ordinals key.
 */
export function signPsbt(
  psbt: string,
  signInputs: Record<string, number[]>,
  keys: readonly BitcoinKey[],
): string {
  const transaction = Transaction.fromPSBT(base64.decode(psbt))
  for (const [address, indexes] of Object.entries(signInputs)) {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new Error(`The wallet holds no key for ${address}`)
    for (const index of indexes) {
      if (!transaction.signIdx(key.privateKey, index)) throw new Error(`Input ${index} was not signed`)
    }
  }
  return base64.encode(transaction.toPSBT())
}
