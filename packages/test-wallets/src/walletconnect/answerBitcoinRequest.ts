import { base64, hex } from '@scure/base'
import { BITCOIN_TEST_WALLET_NETWORKS, type BitcoinTestWalletNetwork } from '../bitcoin/constants'
import type { BitcoinKey } from '../bitcoin/deriveBitcoinKeys'
import { signBip322, signEcdsa } from '../bitcoin/signBitcoinMessage'
import { TestWalletRequestError } from './answerSessionRequest'
import { type TestWalletBitcoinMethod, UNKNOWN_ACCOUNT_MESSAGE } from './constants'

/** WalletConnect's names for the BIP-84 payment and BIP-86 ordinals keys (its `intention`). */
const INTENTION = { payment: 'payment', ordinals: 'ordinal' } as const

/**
 * WalletConnect's Bitcoin RPC (its bip122 reference), answered with the wallet's real keys:
 * getAccountAddresses lists the payment and ordinal addresses with their intention, public key and path;
 * signMessage signs with the address asked for (BIP-322 when asked or for taproot, else ECDSA/BIP-137)
 * and answers the signature's bytes in hex.
 */
export function answerBitcoinRequest(
  { method, params }: { method: TestWalletBitcoinMethod; params: unknown },
  keys: readonly BitcoinKey[],
  network: BitcoinTestWalletNetwork,
): unknown {
  const { account, address, message, protocol, intentions } = (params ?? {}) as {
    account?: string
    address?: string
    message?: string
    protocol?: string
    intentions?: string[]
  }
  if (!keys.some((key) => key.address === account)) throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
  switch (method) {
    case 'getAccountAddresses':
      return keys
        .filter((key) => !intentions || intentions.includes(INTENTION[key.purpose]))
        .map((key) => ({
          address: key.address,
          publicKey: key.publicKey,
          path: key.path,
          intention: INTENTION[key.purpose],
        }))
    case 'signMessage': {
      const key = keys.find((candidate) => candidate.address === (address ?? account))
      if (!key) throw new TestWalletRequestError(UNKNOWN_ACCOUNT_MESSAGE)
      const text = String(message)
      const signature =
        protocol === 'bip322' || key.addressType === 'p2tr'
          ? signBip322(key, text, BITCOIN_TEST_WALLET_NETWORKS[network])
          : signEcdsa(key, text)
      return { address: key.address, signature: hex.encode(base64.decode(signature)) }
    }
  }
}
