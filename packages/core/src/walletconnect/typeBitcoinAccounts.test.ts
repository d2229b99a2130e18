import { expect, test } from 'vitest'
import { typeBitcoinAccounts } from './typeBitcoinAccounts'

const PAYMENT = 'bcrt1qxv9zf4z5zw3qsrk9f4ncrkq7tj0gwqvw8jnzf3'
const TAPROOT = 'bcrt1pq7mgqmqv3x8lpgrfvqpfv9m6kx7pm2wlzaxz2msn5wvtm8fqdmsqmfn9ec'

test('by the wallet’s intentions (ordinal or ordinals), payment first', () => {
  expect(
    typeBitcoinAccounts(
      [{ address: PAYMENT }],
      [
        { address: TAPROOT, intention: 'ordinals', publicKey: 'ab' },
        { address: PAYMENT, intention: 'payment', publicKey: 'cd' },
        { address: 'bcrt1qchange', intention: 'change' },
      ],
    ),
  ).toEqual([
    { address: PAYMENT, type: 'payment', publicKey: 'cd' },
    { address: TAPROOT, type: 'ordinal', publicKey: 'ab' },
  ])
})

test('without intentions: the session account is the payment one, a taproot address the ordinal one', () => {
  expect(typeBitcoinAccounts([{ address: PAYMENT }, { address: TAPROOT }])).toEqual([
    { address: PAYMENT, type: 'payment' },
    { address: TAPROOT, type: 'ordinal' },
  ])
  expect(typeBitcoinAccounts([{ address: PAYMENT }, { address: 'bcrt1qother' }])).toEqual([
    { address: PAYMENT, type: 'payment' },
  ])
  expect(typeBitcoinAccounts([])).toEqual([])
})
