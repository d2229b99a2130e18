import type { AccountState } from '@portico/core'
import { truncateAddress } from '@portico/core'
import { expect, test } from 'vitest'
import { accountLabel } from './accountLabel'

const ADDRESS = '0x1111111111111111111111111111111111112345'
const connected: AccountState = {
  status: 'connected',
  address: ADDRESS,
  balance: '1234.5678',
  balanceSymbol: 'ETH',
}

test('nothing while the account is not connected', () => {
  expect(accountLabel(undefined, 'en')).toBeUndefined()
  expect(accountLabel({ status: 'connecting', address: ADDRESS }, 'en')).toBeUndefined()
  expect(accountLabel({ status: 'connected' }, 'en')).toBeUndefined()
  expect(accountLabel({ status: 'reconnecting' }, 'en')).toBeUndefined()
})

test("a returning visitor's known account shows while it reconnects (server-rendered initialState)", () => {
  expect(accountLabel({ status: 'reconnecting', address: ADDRESS }, 'en')?.text).toBe(
    truncateAddress(ADDRESS),
  )
})

test('SPEC §5: the truncated address and the balance with 3 decimals, in the locale', () => {
  expect(accountLabel(connected, 'en')).toEqual({
    text: '0x11…112345',
    detail: '1,234.568 ETH',
    name: 'Account 0x11…112345, 1,234.568 ETH',
    avatar: { address: ADDRESS },
  })
  expect(accountLabel(connected, 'de')?.name).toBe('Konto 0x11…112345, 1.234,568 ETH')
})

test('the account name replaces the address when the account has one', () => {
  const named = accountLabel({ ...connected, profileName: 'alice.portico.id' }, 'en')
  expect(named?.text).toBe('alice.portico.id')
  expect(named?.name).toBe('Account alice.portico.id, 1,234.568 ETH')
  const pictured = accountLabel({ ...connected, profileImage: 'https://127.0.0.1/alice.png' }, 'en')
  expect(pictured?.avatar).toEqual({ address: ADDRESS, image: 'https://127.0.0.1/alice.png' })
})

test('without the balance, or before it is read, only the account', () => {
  expect(accountLabel(connected, 'en', { showBalance: false })).toEqual({
    text: '0x11…112345',
    name: 'Account 0x11…112345',
    avatar: { address: ADDRESS },
  })
  expect(accountLabel({ status: 'connected', address: ADDRESS }, 'en')?.detail).toBeUndefined()
})
