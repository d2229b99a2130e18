import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64 } from '@scure/base'
import { Address, OutScript, RawWitness, Script, Transaction } from '@scure/btc-signer'
import type { BitcoinKey } from './deriveBitcoinKeys'

type BtcNetwork = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }
const encoder = new TextEncoder()

const BIP322_TAG = sha256(encoder.encode('BIP0322-signed-message'))

/** BIP-322's tagged hash of the message. */
function bip322MessageHash(message: string): Uint8Array {
  const body = encoder.encode(message)
  const data = new Uint8Array(64 + body.length)
  data.set(BIP322_TAG)
  data.set(BIP322_TAG, 32)
  data.set(body, 64)
  return sha256(data)
}

/**
 * BIP-322 simple signature (base64 of the witness stack) of a message by a P2WPKH or P2TR key:
 * the virtual to_spend transaction commits to the message, to_sign spends it and is signed as any
 * transaction would be. Built on @scure/btc-signer so it runs in the browser bundle too; the tests
 * verify it with bip322-js.
 */
export function signBip322(key: BitcoinKey, message: string, network: BtcNetwork): string {
  const script = OutScript.encode(Address(network).decode(key.address))
  const toSpend = new Transaction({ version: 0, allowUnknownInputs: true, allowUnknownOutputs: true })
  // The output first: an input with a final scriptSig counts as signed and freezes the outputs.
  toSpend.addOutput({ script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...(key.addressType === 'p2tr' ? { tapInternalKey: hexToBytes(key.publicKey) } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322 signing gave no witness')
  return base64.encode(RawWitness.encode(witness))
}

function hexToBytes(value: string): Uint8Array {
  return Uint8Array.from(value.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
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
