import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { BITCOIN_ORDINALS_PATH, BITCOIN_PAYMENT_PATH } from './constants'

type BtcNetwork = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

export type BitcoinKey = {
  purpose: 'payment' | 'ordinals'
  path: string
  privateKey: Uint8Array
  /** 33-byte compressed key (payment) or 32-byte x-only key (ordinals), hex as sats-connect gives it. */
  publicKey: string
  address: string
  addressType: 'p2wpkh' | 'p2tr'
}

/** A BIP-44-shaped path template (coin type 1, account 0) for another coin type and account. */
const pathFor = (template: string, coinType: number, account: number) =>
  template.replace("/1'/0'/", `/${coinType}'/${account}'/`)

/**
 * The payment (P2WPKH, BIP-84) and ordinals (P2TR, BIP-86) keys of a BIP-39 mnemonic on a network, first
 * receive address of `account`; coin type 1 (test networks) and account 0 unless told otherwise.
 */
export function deriveBitcoinKeys(
  mnemonic: string,
  network: BtcNetwork,
  coinType = 1,
  account = 0,
): [BitcoinKey, BitcoinKey] {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const paymentPath = pathFor(BITCOIN_PAYMENT_PATH, coinType, account)
  const ordinalsPath = pathFor(BITCOIN_ORDINALS_PATH, coinType, account)
  const payment = root.derive(paymentPath)
  const ordinals = root.derive(ordinalsPath)
  if (!payment.privateKey || !payment.publicKey || !ordinals.privateKey || !ordinals.publicKey) {
    throw new Error('BIP-32 derivation gave no key')
  }
  const xOnly = ordinals.publicKey.slice(1)
  return [
    {
      purpose: 'payment',
      path: paymentPath,
      privateKey: payment.privateKey,
      publicKey: hex.encode(payment.publicKey),
      address: p2wpkh(payment.publicKey, network).address ?? '',
      addressType: 'p2wpkh',
    },
    {
      purpose: 'ordinals',
      path: ordinalsPath,
      privateKey: ordinals.privateKey,
      publicKey: hex.encode(xOnly),
      address: p2tr(xOnly, undefined, network).address ?? '',
      addressType: 'p2tr',
    },
  ]
}
