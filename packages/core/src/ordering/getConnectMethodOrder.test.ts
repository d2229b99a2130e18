import { describe, expect, test } from 'vitest'
import { getConnectMethodOrder } from './getConnectMethodOrder'

const allOn = { email: true, socials: ['google', 'x'] }

describe('getConnectMethodOrder (SPEC §2)', () => {
  test('email, social, wallet without injected wallets', () => {
    expect(getConnectMethodOrder({ hasInjectedWallets: false, features: allOn })).toEqual([
      'email',
      'social',
      'wallet',
    ])
  })

  test('wallet, email, social when injected wallets exist', () => {
    expect(getConnectMethodOrder({ hasInjectedWallets: true, features: allOn })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  test('leaves email out when the email feature is off', () => {
    expect(
      getConnectMethodOrder({ hasInjectedWallets: false, features: { ...allOn, email: false } }),
    ).toEqual(['social', 'wallet'])
  })

  test.each([
    ['false', false],
    ['an empty list', []],
  ] as const)('leaves social out when socials are %s', (_, socials) => {
    expect(getConnectMethodOrder({ hasInjectedWallets: true, features: { email: true, socials } })).toEqual([
      'wallet',
      'email',
    ])
  })

  test('wallet alone when email and socials are off (basic mode)', () => {
    for (const hasInjectedWallets of [true, false]) {
      expect(
        getConnectMethodOrder({ hasInjectedWallets, features: { email: false, socials: false } }),
      ).toEqual(['wallet'])
    }
  })
})
