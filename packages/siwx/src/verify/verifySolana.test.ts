import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { messageFor, verifierCases } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function solanaKey() {
  const secretKey = ed25519.utils.randomSecretKey()
  const address = base58.encode(ed25519.getPublicKey(secretKey))
  const signBytes = (text: string) => ed25519.sign(new TextEncoder().encode(text), secretKey)
  return { address, signBytes }
}

describe('solana (ed25519 over the UTF-8 text, base58 signature)', () => {
  verifierCases(
    async () => {
      const { address, signBytes } = solanaKey()
      return { chainId: SOLANA_MAINNET, address, sign: async (text) => base58.encode(signBytes(text)) }
    },
    {
      otherAddress: async () => solanaKey().address,
      signatureAlphabet: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
    },
  )

  test('also takes the signature as padded base64, and not unpadded', async () => {
    const { address, signBytes } = solanaKey()
    const text = messageFor({ chainId: SOLANA_MAINNET, address }).toString()
    const signature = base64.encode(signBytes(text))
    expect(signature.endsWith('==')).toBe(true)
    expect(await verifySiwx({ message: text, signature })).toBe(true)
    expect(await verifySiwx({ message: text, signature: signature.replace(/=+$/, '') })).toBe(false)
  })
})
