import type { CaipNetwork } from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import {
  createPolkadotTestWallet,
  DEVNET_POLKADOT_EXTENSION_KEY,
  DEVNET_POLKADOT_EXTENSION as DEVNET_POLKADOT_EXTENSION_LISTING,
  DEVNET_WALLET_MNEMONIC,
} from '@portico/test-wallets'
import { afterEach } from 'vitest'
import { type CreatePolkadotAdapterParameters, createPolkadotAdapter } from '../createPolkadotAdapter'
import { polkadotNetworks } from '../networks/polkadotNetworks'
import type { InjectedPolkadotAccount } from '../wallets/InjectedPolkadot'
import { DEFAULT_POLKADOT_EXTENSIONS, type PolkadotExtension } from '../wallets/PolkadotExtension'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

export type Page = EventTarget & Record<string, unknown>

/** How a host lists the Portico Devnet Wallet's extension, under the id its other parts share. */
export const DEVNET_POLKADOT_EXTENSION: PolkadotExtension = DEVNET_POLKADOT_EXTENSION_LISTING

/** A page of its own: an EventTarget whose properties play window's globals. */
export function createPage(): Page {
  return new EventTarget() as Page
}

/** Puts an entry into the page's `window.injectedWeb3`, as an extension's content script does. */
export function inject(page: Page, key: string, provider: unknown): void {
  page.injectedWeb3 ??= {}
  ;(page.injectedWeb3 as Record<string, unknown>)[key] = provider
}

/**
 * The Portico Devnet Wallet's extension (the real one of @portico/test-wallets) on `page`, holding the
 * devnet mnemonic's accounts at `derivations` (`//0` and `//1` by default).
 */
export function installDevnetPolkadotWallet(page: Page, granted = false, derivations?: readonly string[]) {
  const wallet = createPolkadotTestWallet({
    mnemonic: DEVNET_WALLET_MNEMONIC,
    granted,
    ...(derivations ? { derivations } : {}),
  })
  inject(page, DEVNET_POLKADOT_EXTENSION_KEY, wallet.provider)
  return wallet
}

/**
 * A stand-in for a browser extension such as polkadot{.js} or Talisman, which cannot run in Node: it
 * records the calls a site makes and shares the accounts it is given. Tests about which extension is
 * asked, and accounts tied to chains, use it; signatures are proven against the real test wallet.
 */
export function createFakeExtension(accounts: InjectedPolkadotAccount[] = []) {
  const enableCalls: string[] = []
  const provider = {
    enable: async (origin: string) => {
      enableCalls.push(origin)
      return {
        accounts: { get: async () => accounts, subscribe: () => () => undefined },
        signer: {},
      }
    },
  }
  return { provider, enableCalls }
}

/** A Polkadot adapter set up on `page` with every network of this package, recording what it reports to core. */
export async function setUpAdapter(
  page: Page,
  parameters: CreatePolkadotAdapterParameters = {},
  networks: CaipNetwork[] = [...polkadotNetworks],
) {
  const recorder = recordAdapterEvents()
  const adapter = createPolkadotAdapter({
    reconnectWaitMs: 0,
    extensions: [...DEFAULT_POLKADOT_EXTENSIONS, DEVNET_POLKADOT_EXTENSION],
    ...parameters,
    target: page,
  })
  await adapter.setup({
    networks,
    events: recorder.events,
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
  })
  cleanups.push(() => adapter.destroy())
  return { adapter, ...recorder }
}
