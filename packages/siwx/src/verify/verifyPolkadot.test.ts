import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { messageFor, verifierCases } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
type KeyType = 'sr25519' | 'ed25519' | 'ecdsa'

beforeAll(() => cryptoWaitReady())

function polkadotPair(type: KeyType) {
  return new Keyring({ type, ss58Format: 0 }).addFromUri(mnemonicGenerate())
}

describe.each(['sr25519', 'ed25519', 'ecdsa'] as const)('polkadot, %s over <Bytes>…</Bytes>', (type) => {
  verifierCases(
    async () => {
      const pair = polkadotPair(type)
      return {
        chainId: POLKADOT,
        address: pair.address,
        sign: async (text) => u8aToHex(pair.sign(u8aWrapBytes(text))),
      }
    },
    { otherAddress: async () => polkadotPair(type).address, signatureAlphabet: '0123456789abcdef' },
  )
})

test('polkadot: a signature over the bare text verifies too, as some signers do not wrap', async () => {
  const pair = polkadotPair('sr25519')
  const text = messageFor({ chainId: POLKADOT, address: pair.address }).toString()
  const signature = u8aToHex(pair.sign(new TextEncoder().encode(text)))
  expect(await verifySiwx({ message: text, signature })).toBe(true)
  const other = polkadotPair('sr25519')
  expect(await verifySiwx({ message: text, signature: u8aToHex(other.sign(u8aWrapBytes(text))) })).toBe(false)
})
