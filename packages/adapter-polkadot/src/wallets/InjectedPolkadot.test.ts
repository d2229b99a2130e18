import type {
  InjectedWindowProvider as ExtensionInjectWindowProvider,
  Injected,
} from '@polkadot/extension-inject/types'
import { createPolkadotTestWallet, DEVNET_WALLET_MNEMONIC } from '@portico/test-wallets'
import { expect, test } from 'vitest'
import {
  type InjectedPolkadot,
  type InjectedWindowProvider,
  isInjectedWindowProvider,
} from './InjectedPolkadot'

/** Compiles only when `value` is assignable to `T`: `pnpm typecheck` (tsc reads this file) fails on a drift. */
const assignable = <T>(value: T): T => value

test('the extension types accept what @polkadot/extension-inject describes, and the test wallet is such an extension', () => {
  const fromExtensionInject = (injected: Injected, provider: ExtensionInjectWindowProvider) => [
    assignable<InjectedPolkadot>(injected),
    assignable<InjectedWindowProvider>(provider),
  ]
  expect(typeof fromExtensionInject).toBe('function')
  const wallet = createPolkadotTestWallet({ mnemonic: DEVNET_WALLET_MNEMONIC })
  expect(assignable<ExtensionInjectWindowProvider>(wallet.provider)).toBe(wallet.provider)
  expect(isInjectedWindowProvider(wallet.provider)).toBe(true)
  expect(isInjectedWindowProvider({ connect: async () => ({}) })).toBe(false)
  expect(isInjectedWindowProvider(null)).toBe(false)
})
