import { makeSignDoc, Secp256k1HdWallet } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import { describe, expect, test } from 'vitest'
import { messageFor, verifierCases } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

const COSMOS_HUB = 'cosmos:cosmoshub-4'

/** A Keplr-like wallet: signArbitrary is signAmino over the ADR-36 document. */
async function cosmosWallet() {
  const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'cosmos' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('the wallet has no account')
  const signArbitrary = async (text: string) => {
    const doc = makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: account.address, data: toBase64(new TextEncoder().encode(text)) },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const { signature } = await wallet.signAmino(account.address, doc)
    return signature
  }
  return { address: account.address, publicKey: toBase64(account.pubkey), signArbitrary }
}

describe('cosmos (ADR-36 signArbitrary)', () => {
  verifierCases(
    async () => {
      const wallet = await cosmosWallet()
      return {
        chainId: COSMOS_HUB,
        address: wallet.address,
        publicKey: wallet.publicKey,
        sign: async (text) => (await wallet.signArbitrary(text)).signature,
      }
    },
    {
      otherAddress: async () => (await cosmosWallet()).address,
      signatureAlphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
    },
  )

  test('needs the public key, and only the one the address is made from', async () => {
    const wallet = await cosmosWallet()
    const text = messageFor({ chainId: COSMOS_HUB, address: wallet.address }).toString()
    const { signature, pub_key } = await wallet.signArbitrary(text)
    expect(pub_key.value).toBe(wallet.publicKey)
    expect(await verifySiwx({ message: text, signature, publicKey: wallet.publicKey })).toBe(true)
    expect(await verifySiwx({ message: text, signature })).toBe(false)
    const other = await cosmosWallet()
    expect(await verifySiwx({ message: text, signature, publicKey: other.publicKey })).toBe(false)
  })
})
