import { expect, test } from 'vitest'
import { toBitcoinAccounts } from './purpose'

test('maps `ordinals` and `ordinal` to ordinal accounts, payment first', () => {
  for (const purpose of ['ordinals', 'ordinal']) {
    expect(
      toBitcoinAccounts([
        { address: 'tb1p-ord', purpose, publicKey: 'aa', addressType: 'p2tr' },
        { address: 'tb1q-pay', purpose: 'payment', publicKey: 'bb', addressType: 'p2wpkh' },
        { address: 'ST-stacks', purpose: 'stacks' },
      ]),
    ).toEqual([
      { address: 'tb1q-pay', type: 'payment', publicKey: 'bb', addressType: 'p2wpkh' },
      { address: 'tb1p-ord', type: 'ordinal', publicKey: 'aa', addressType: 'p2tr' },
    ])
  }
})

test('a wallet giving one address gives the payment account, whatever its purpose', () => {
  expect(toBitcoinAccounts([{ address: 'bc1p-only', purpose: 'ordinals' }])).toEqual([
    { address: 'bc1p-only', type: 'payment' },
  ])
})
