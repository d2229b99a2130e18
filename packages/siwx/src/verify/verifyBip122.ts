import * as bip322 from 'bip322-js'
import type { NamespaceVerifier } from './types'

// bip322-js is CommonJS: its classes are named exports under Node and may sit on `default` in a bundle.
const { Verifier } = (bip322 as typeof bip322 & { default?: typeof bip322 }).default ?? bip322

/**
 * BIP-322 simple signatures (P2WPKH, P2TR, P2SH-P2WPKH) and legacy BIP-137 ECDSA signatures, base64, on
 * mainnet, testnet and regtest addresses; bip322-js throws on malformed input, which is a no here.
 */
export const verifyBip122: NamespaceVerifier = async ({ message, data, signature }) => {
  try {
    return Verifier.verifySignature(data.accountAddress, message, signature)
  } catch {
    return false
  }
}
