import { describe, expect, test } from 'vitest'
import type { SendState } from '../types/send'
import type { TokenBalance } from '../types/tokens'
import { checkReceiver, normalizeReceiver } from './checkReceiver'
import { checkSendForm } from './checkSendForm'

const dusd: TokenBalance = {
  name: 'Devnet USD',
  symbol: 'DUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  quantity: { decimals: '6', numeric: '10.5' },
  iconUrl: '',
}
const EVM = '0x2222222222222222222222222222222222222222'
const SOLANA = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
// One account (Substrate's dev "Alice") under the generic prefix 42, Polkadot's 0 and Kusama's 2.
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const ALICE_KUSAMA = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const form = (patch: Partial<SendState>): SendState => ({
  loading: false,
  tokenBalances: [],
  token: dusd,
  sendTokenAmount: '1.5',
  receiverAddress: EVM,
  ...patch,
})

describe('checkSendForm', () => {
  test.each([
    ['a valid form', {}, 'eip155', undefined],
    ['SPEC §5: a namespace without send', {}, 'bip122', 'unsupportedChain'],
    ['SPEC §5: no amount', { sendTokenAmount: ' ' }, 'eip155', 'amountAndReceiverRequired'],
    ['SPEC §5: no receiver', { receiverAddress: undefined }, 'eip155', 'amountAndReceiverRequired'],
    ['a zero amount', { sendTokenAmount: '0.000' }, 'eip155', 'amountAndReceiverRequired'],
    ['SPEC §5: no token', { token: undefined }, 'eip155', 'tokenRequired'],
    ['a negative amount', { sendTokenAmount: '-1' }, 'eip155', 'invalidAmount'],
    ['an amount with a comma', { sendTokenAmount: '1,5' }, 'eip155', 'invalidAmount'],
    ['finer than the token’s 6 decimals', { sendTokenAmount: '1.0000001' }, 'eip155', 'invalidAmount'],
    ['a receiver that is no address', { receiverAddress: '0x1234' }, 'eip155', 'invalidReceiver'],
    ['a Solana receiver on EVM', { receiverAddress: SOLANA }, 'eip155', 'receiverOnOtherNamespace'],
    ['an EVM receiver on Solana', { receiverAddress: EVM }, 'solana', 'receiverOnOtherNamespace'],
    ['an SS58 receiver on Polkadot', { receiverAddress: ALICE_KUSAMA }, 'polkadot', undefined],
    ['an EVM receiver on Polkadot', { receiverAddress: EVM }, 'polkadot', 'receiverOnOtherNamespace'],
    ['one unit more than the balance', { sendTokenAmount: '10.500001' }, 'eip155', 'insufficientBalance'],
    ['exactly the balance', { sendTokenAmount: '10.5' }, 'eip155', undefined],
  ] as const)('%s', (_, patch, namespace, issue) => {
    expect(checkSendForm(form(patch), namespace)).toBe(issue)
  })

  test('a balance far past a float’s precision compares exactly', () => {
    const huge = { ...dusd, quantity: { decimals: '18', numeric: '9007199254740993.000000000000000001' } }
    expect(
      checkSendForm(form({ token: huge, sendTokenAmount: '9007199254740993.000000000000000002' }), 'eip155'),
    ).toBe('insufficientBalance')
    expect(
      checkSendForm(form({ token: huge, sendTokenAmount: '9007199254740993.000000000000000001' }), 'eip155'),
    ).toBeUndefined()
  })
})

describe('checkReceiver', () => {
  test('takes an EVM address with or without 0x on eip155, and a base58 one on solana', () => {
    expect(checkReceiver('eip155', EVM)).toBeUndefined()
    expect(checkReceiver('eip155', EVM.slice(2))).toBeUndefined()
    expect(checkReceiver('solana', SOLANA)).toBeUndefined()
    expect(checkReceiver('solana', 'not an address')).toBe('invalidReceiver')
  })

  test('an EVM address without 0x or zeros is still EVM, not base58', () => {
    expect(checkReceiver('solana', '2222222222222222222222222222222222222222')).toBe(
      'receiverOnOtherNamespace',
    )
  })

  test('takes an SS58 account address under any network prefix on polkadot (beyond SPEC)', () => {
    for (const address of [ALICE_GENERIC, ALICE_POLKADOT, ALICE_KUSAMA])
      expect(checkReceiver('polkadot', address), address).toBeUndefined()
    expect(checkReceiver('polkadot', `${ALICE_GENERIC.slice(0, -1)}R`)).toBe('invalidReceiver')
    expect(checkReceiver('polkadot', EVM)).toBe('receiverOnOtherNamespace')
    expect(checkReceiver('polkadot', SOLANA)).toBe('receiverOnOtherNamespace')
    expect(checkReceiver('solana', ALICE_GENERIC)).toBe('receiverOnOtherNamespace')
    expect(checkReceiver('eip155', ALICE_KUSAMA)).toBe('receiverOnOtherNamespace')
  })

  test('normalizeReceiver gives EVM addresses their 0x', () => {
    expect(normalizeReceiver('eip155', ` ${EVM.slice(2)} `)).toBe(EVM)
    expect(normalizeReceiver('solana', ` ${SOLANA}`)).toBe(SOLANA)
  })
})
