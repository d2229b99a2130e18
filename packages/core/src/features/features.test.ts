import { describe, expect, test } from 'vitest'
import { DEFAULT_REMOTE_FEATURES } from '../constants'
import { parseRemoteFeatures, resolveFeatures, toRemoteFeatureEntries } from './features'

const remote = parseRemoteFeatures([
  { id: 'social_login', isEnabled: true, config: ['email', 'google', 'github', 'myspace'] },
  { id: 'swap', isEnabled: false, config: ['1inch'] },
  { id: 'multi_wallet', isEnabled: true },
  { id: 'teleport', isEnabled: true },
])

describe('parseRemoteFeatures', () => {
  test('reads enabled flags and known list values, ignoring unknown ids and values', () => {
    expect(remote).toEqual({
      swaps: false,
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'github'],
      activity: true,
      branding: true,
      multiWallet: true,
    })
  })
})

describe('resolveFeatures', () => {
  test('a fetched configuration overrides what code set, and says local settings were ignored', () => {
    const { features, localSettingsIgnored } = resolveFeatures({
      local: { swaps: ['1inch'], multiWallet: false, send: false },
      remote,
    })
    expect(features.swaps).toBe(false)
    expect(features.multiWallet).toBe(true)
    expect(features.send).toBe(false) // local-only features stay the host's
    expect(localSettingsIgnored).toBe(true)
  })

  test('no notice when code set only local features', () => {
    expect(resolveFeatures({ local: { send: false }, remote }).localSettingsIgnored).toBe(false)
  })

  test('basic mode turns every feature off', () => {
    const { features } = resolveFeatures({ local: { send: true }, remote, basic: true })
    expect(Object.values(features).every((value) => value === false)).toBe(true)
    expect(Object.keys(features).sort()).toEqual(
      [
        'activity',
        'allWallets',
        'analytics',
        'branding',
        'collapseWallets',
        'email',
        'legalCheckbox',
        'multiWallet',
        'onramp',
        'pay',
        'receive',
        'send',
        'smartSessions',
        'socials',
        'swaps',
      ].sort(),
    )
  })

  test('without a configuration the defaults apply, with email and socials off (SPEC §5)', () => {
    expect(resolveFeatures({}).features).toEqual({
      swaps: ['1inch'],
      onramp: ['meld', 'coinbase'],
      email: false,
      socials: false,
      activity: true,
      branding: true,
      multiWallet: false,
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  test('without a configuration, code cannot turn email or socials on', () => {
    const { features } = resolveFeatures({ local: { email: true, socials: ['google'], activity: false } })
    expect(features.email).toBe(false)
    expect(features.socials).toBe(false)
    expect(features.activity).toBe(false)
  })

  test('email and socials are on only when the configuration says so', () => {
    const off = parseRemoteFeatures([{ id: 'social_login', isEnabled: false, config: ['email', 'google'] }])
    expect(resolveFeatures({ remote: off }).features).toMatchObject({ email: false, socials: false })
    expect(resolveFeatures({ remote }).features).toMatchObject({ email: true, socials: ['google', 'github'] })
  })
})

describe('toRemoteFeatureEntries', () => {
  test('SPEC §9 defaults on the wire, with email inside social_login', () => {
    expect(toRemoteFeatureEntries(DEFAULT_REMOTE_FEATURES)).toEqual([
      { id: 'swap', isEnabled: true, config: ['1inch'] },
      { id: 'onramp', isEnabled: true, config: ['meld', 'coinbase'] },
      {
        id: 'social_login',
        isEnabled: true,
        config: ['email', 'google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'reown_branding', isEnabled: true, config: null },
      { id: 'multi_wallet', isEnabled: false, config: null },
    ])
  })

  test('reads back what it writes', () => {
    for (const features of [
      DEFAULT_REMOTE_FEATURES,
      remote,
      { ...remote, email: false, socials: false as const, onramp: false as const },
    ]) {
      expect(parseRemoteFeatures(toRemoteFeatureEntries(features))).toEqual(features)
    }
  })

  test('email alone turns social login on with only email', () => {
    expect(toRemoteFeatureEntries({ ...DEFAULT_REMOTE_FEATURES, socials: false })[2]).toEqual({
      id: 'social_login',
      isEnabled: true,
      config: ['email'],
    })
  })
})
