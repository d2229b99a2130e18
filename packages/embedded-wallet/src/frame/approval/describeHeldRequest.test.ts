import { base58 } from '@scure/base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { describeHeldRequest } from './describeHeldRequest'

describe('what the frame shows is read from the request it signs', () => {
  test('a send: amount in ETH, receiver', () => {
    expect(
      describeHeldRequest({
        namespace: 'eip155',
        method: 'eth_sendTransaction',
        params: [{ to: '0x1111111111111111111111111111111111111111', value: '0x2386f26fc10000' }],
      }),
    ).toMatchObject({ kind: 'transaction', amount: '0.010000000000000000', symbol: 'ETH' })
  })

  test('a Solana message from its base58, a Solana transfer from its base64 transaction', () => {
    expect(
      describeHeldRequest({
        namespace: 'solana',
        method: 'solana_signMessage',
        params: { message: base58.encode(new TextEncoder().encode('gm')) },
      }),
    ).toEqual({ kind: 'message', text: 'gm', isText: true })
    const from = PublicKey.unique()
    const to = PublicKey.unique()
    const transaction = new Transaction({
      feePayer: from,
      recentBlockhash: PublicKey.default.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: 250_000_000 }))
    expect(
      describeHeldRequest({
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { transaction: transaction.serialize({ requireAllSignatures: false }).toString('base64') },
      }),
    ).toMatchObject({
      kind: 'solanaTransaction',
      transfers: [{ to: to.toBase58(), amount: '0.250000000', symbol: 'SOL' }],
    })
  })

  test('parameters that do not decode are shown as they came', () => {
    expect(
      describeHeldRequest({
        namespace: 'solana',
        method: 'solana_signTransaction',
        params: { transaction: '@@' },
      }),
    ).toEqual({ kind: 'other', params: { transaction: '@@' } })
  })
})
