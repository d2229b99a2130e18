import { describe, expect, test } from 'vitest'
import type { Connector } from '../types/connector'
import { isBrowserWalletHidden } from './isBrowserWalletHidden'

const browserWallet: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }

describe('isBrowserWalletHidden (SPEC §5)', () => {
  test('hidden on desktop, even installed and with an rdns', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: false })).toBe(true)
    expect(
      isBrowserWalletHidden(
        { ...browserWallet, installed: true, info: { rdns: 'io.x' } },
        { isMobile: false },
      ),
    ).toBe(true)
  })

  test('hidden on mobile without rdns and not installed', () => {
    expect(isBrowserWalletHidden(browserWallet, { isMobile: true })).toBe(true)
    expect(isBrowserWalletHidden({ ...browserWallet, installed: false }, { isMobile: true })).toBe(true)
  })

  test('shown on mobile when installed (an in-app wallet browser)', () => {
    expect(isBrowserWalletHidden({ ...browserWallet, installed: true }, { isMobile: true })).toBe(false)
  })

  test('shown on mobile when it has an rdns', () => {
    expect(
      isBrowserWalletHidden({ ...browserWallet, info: { rdns: 'com.wallet' } }, { isMobile: true }),
    ).toBe(false)
  })

  test('other connectors are never hidden by this rule', () => {
    expect(isBrowserWalletHidden({ ...browserWallet, name: 'MetaMask' }, { isMobile: false })).toBe(false)
    expect(isBrowserWalletHidden({ ...browserWallet, type: 'ANNOUNCED' }, { isMobile: false })).toBe(false)
  })
})
