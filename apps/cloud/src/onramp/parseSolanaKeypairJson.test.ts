import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { parseSolanaKeypairJson } from './parseSolanaKeypairJson'

test('a Solana CLI keypair file reads back to the same key', () => {
  const keypair = Keypair.generate()
  const bytes = parseSolanaKeypairJson(JSON.stringify([...keypair.secretKey]), 'the file')
  expect(Keypair.fromSecretKey(Uint8Array.from(bytes)).publicKey.equals(keypair.publicKey)).toBe(true)
})

test.each(['', 'nope', '[1,2,3]', JSON.stringify(Array(64).fill(256)), JSON.stringify(Array(64).fill('1'))])(
  'refuses %j, naming where it came from',
  (text) => {
    expect(() => parseSolanaKeypairJson(text, '--onramp-solana-treasury-key')).toThrow(
      '--onramp-solana-treasury-key must be a Solana keypair: a JSON array of 64 bytes',
    )
  },
)
