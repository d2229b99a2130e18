import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { WIF } from '@scure/btc-signer'
import { Signer } from 'bip322-js'
import type { BitcoinKey } from './deriveBitcoinKeys'

type BtcNetwork = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }
const encoder = new TextEncoder()

/** BIP-322 simple signature (base64) of a message by a P2WPKH or P2TR key, through bip322-js. */
export function signBip322(key: BitcoinKey, message: string, network: BtcNetwork): string {
  return Signer.sign(WIF(network).encode(key.privateKey), key.address, message)
}

function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  throw new RangeError('Message too long for this wallet')
}

/** The Bitcoin Signed Message digest: double SHA-256 of the magic prefix, the length and the message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = encoder.encode('\x18Bitcoin Signed Message:\n')
  const body = encoder.encode(message)
  const length = varint(body.length)
  const data = new Uint8Array(prefix.length + length.length + body.length)
  data.set(prefix)
  data.set(length, prefix.length)
  data.set(body, prefix.length + length.length)
  return sha256(sha256(data))
}

/** BIP-137 ECDSA signature (base64) of a P2WPKH key: header 39 + recovery id, then r and s. */
export function signEcdsa(key: BitcoinKey, message: string): string {
  if (key.addressType !== 'p2wpkh') throw new Error('ECDSA message signing needs a P2WPKH address')
  const recovered = secp256k1.sign(bitcoinMessageHash(message), key.privateKey, {
    prehash: false,
    format: 'recovered',
  })
  // noble's recovered format is the recovery byte followed by r and s.
  const signature = new Uint8Array(65)
  signature[0] = 39 + (recovered[0] ?? 0)
  signature.set(recovered.subarray(1), 1)
  return base64.encode(signature)
}
