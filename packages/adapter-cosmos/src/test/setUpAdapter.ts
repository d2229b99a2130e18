import type { CaipNetwork } from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import {
  createCosmosTestWallet,
  DEVNET_COSMOS_PROVIDER_GLOBAL,
  DEVNET_COSMOS_WALLET as DEVNET_COSMOS_WALLET_LISTING,
  DEVNET_WALLET_MNEMONIC,
} from '@portico/test-wallets'
import { afterEach } from 'vitest'
import { type CreateCosmosAdapterParameters, createCosmosAdapter } from '../createCosmosAdapter'
import { cosmosNetworks } from '../networks/cosmosNetworks'
import { DEFAULT_INJECTED_WALLETS, type InjectedCosmosWallet } from '../wallets/InjectedCosmosWallet'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** How a host lists the Portico Devnet Wallet's Keplr-compatible part beside Keplr and Leap. */
export const DEVNET_COSMOS_WALLET: InjectedCosmosWallet = DEVNET_COSMOS_WALLET_LISTING

/** A page of its own: an EventTarget whose properties play window's globals. */
export function createPage(): EventTarget & Record<string, unknown> {
  return new EventTarget() as EventTarget & Record<string, unknown>
}

/** The Portico Devnet Wallet's Keplr-compatible provider (the real one of @portico/test-wallets) on `page`. */
export function installDevnetCosmosWallet(
  page: EventTarget & Record<string, unknown>,
  granted: string[] = [],
) {
  const wallet = createCosmosTestWallet({ mnemonic: DEVNET_WALLET_MNEMONIC, target: page, granted })
  page[DEVNET_COSMOS_PROVIDER_GLOBAL] = wallet.provider
  return wallet
}

/** A Cosmos adapter set up on `page` with every network of this package, recording what it reports to core. */
export async function setUpAdapter(
  page: EventTarget & Record<string, unknown>,
  parameters: CreateCosmosAdapterParameters = {},
  networks: CaipNetwork[] = [...cosmosNetworks],
) {
  const recorder = recordAdapterEvents()
  const adapter = createCosmosAdapter({
    reconnectWaitMs: 0,
    wallets: [...DEFAULT_INJECTED_WALLETS, DEVNET_COSMOS_WALLET],
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
