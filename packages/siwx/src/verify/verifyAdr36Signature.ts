import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'

export type VerifyAdr36SignatureParameters = {
  /** The bech32 signer; the public key must hash to it. */
  address: string
  /** Base64 of the compressed secp256k1 key, as Keplr's getKey and signArbitrary give it. */
  publicKey: string
  /** The text that was signed. */
  message: string
  /** Base64 of the 64-byte signature. */
  signature: string
}

/**
 * ADR-36 (Keplr's and Leap's signArbitrary): a secp256k1 signature over the amino sign doc of one
 * `sign/MsgSignData` carrying the text, by a key that hashes to the address. False, never a throw.
 */
export async function verifyAdr36Signature({
  address,
  publicKey,
  message,
  signature,
}: VerifyAdr36SignatureParameters): Promise<boolean> {
  try {
    const keyBytes = fromBase64(publicKey)
    if (keyBytes.length !== 33) return false
    // The human-readable part; not fromBech32, whose default limit @scure/base 2 refuses. The address re-made
    // from the key below, checksum and all, must equal the signer's.
    const prefix = address.slice(0, address.lastIndexOf('1'))
    if (pubkeyToAddress(encodeSecp256k1Pubkey(keyBytes), prefix) !== address) return false
    const msg = {
      type: 'sign/MsgSignData',
      value: { signer: address, data: toBase64(new TextEncoder().encode(message)) },
    }
    const doc = makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0)
    const signatureBytes = fromBase64(signature)
    if (signatureBytes.length !== 64) return false
    const hash = sha256(serializeSignDoc(doc))
    return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signatureBytes), hash, keyBytes)
  } catch {
    return false
  }
}
