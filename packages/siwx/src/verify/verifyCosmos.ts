import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { NamespaceVerifier } from './types'

/**
 * ADR-36 (Keplr's and Leap's signArbitrary): a secp256k1 signature over the amino sign doc of one
 * `sign/MsgSignData` carrying the text, by `publicKey` (base64, compressed), which must hash to the address.
 */
export const verifyCosmos: NamespaceVerifier = async ({ message, data, signature, publicKey }) => {
  if (publicKey === undefined) return false
  try {
    const signer = data.accountAddress
    const keyBytes = fromBase64(publicKey)
    if (keyBytes.length !== 33) return false
    // The human-readable part; not fromBech32, whose default limit @scure/base 2 refuses. The address re-made
    // from the key below, checksum and all, must equal the signer's.
    const prefix = signer.slice(0, signer.lastIndexOf('1'))
    if (pubkeyToAddress(encodeSecp256k1Pubkey(keyBytes), prefix) !== signer) return false
    const msg = {
      type: 'sign/MsgSignData',
      value: { signer, data: toBase64(new TextEncoder().encode(message)) },
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
