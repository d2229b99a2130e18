import { type AdapterEvents, createInjectedRegistry } from '@portico/core'
import { DISCOVERY_POLL_MS } from '../constants'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import type { InjectedCosmosWallet } from '../wallets/InjectedCosmosWallet'
import { isKeplrLikeProvider, type KeplrLikeProvider } from '../wallets/KeplrLikeProvider'

/** A wallet found on the page: its description and its provider. */
export type FoundCosmosWallet = InjectedCosmosWallet & { provider: KeplrLikeProvider }

export type CreateWalletRegistryParameters = {
  /** The page (`window`); none on a server, where nothing is ever found. */
  target: (EventTarget & Record<string, unknown>) | undefined
  wallets: readonly InjectedCosmosWallet[]
  events: Pick<AdapterEvents, 'connectorsChanged'>
}

/**
 * The Keplr-compatible wallets on the page, one connector each; looked for again on `load` and while a
 * restore waits (core's injected registry).
 */
export function createWalletRegistry({ target, wallets, events }: CreateWalletRegistryParameters) {
  return createInjectedRegistry<KeplrLikeProvider, FoundCosmosWallet>({
    namespace: 'cosmos',
    target,
    events,
    notFound: (connectorId) => new ConnectorNotFoundError(connectorId),
    pollMs: DISCOVERY_POLL_MS,
    discover: () =>
      wallets.flatMap((wallet) => {
        const provider = target?.[wallet.globalName]
        return isKeplrLikeProvider(provider) ? [{ ...wallet, provider }] : []
      }),
  })
}

export type WalletRegistry = ReturnType<typeof createWalletRegistry>
