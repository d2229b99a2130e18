import type { AdapterEvents, Connector } from '@portico/core'
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

/** SPEC §3's connector of an injected Cosmos wallet. */
export function toPorticoConnector(wallet: FoundCosmosWallet): Connector {
  return {
    id: wallet.id,
    name: wallet.name,
    type: 'INJECTED',
    chain: 'cosmos',
    chains: ['cosmos'],
    imageUrl: wallet.icon,
    provider: wallet.provider,
    installed: true,
  }
}

/**
 * The Keplr-compatible wallets on the page. Extensions inject their global without an event, some after
 * the page's load: the registry looks at setup, on `load`, and while a restore waits.
 */
export function createWalletRegistry({ target, wallets, events }: CreateWalletRegistryParameters) {
  let found: FoundCosmosWallet[] = []

  const scan = (): boolean => {
    const next = wallets.flatMap((wallet) => {
      const provider = target?.[wallet.globalName]
      return isKeplrLikeProvider(provider) ? [{ ...wallet, provider }] : []
    })
    const changed =
      next.length !== found.length ||
      next.some(
        (wallet, index) => wallet.provider !== found[index]?.provider || wallet.id !== found[index]?.id,
      )
    found = next
    if (changed) events.connectorsChanged(found.map(toPorticoConnector))
    return changed
  }
  const onLoad = () => scan()

  const registry = {
    start() {
      target?.addEventListener('load', onLoad)
      found = []
      scan()
      if (found.length === 0) events.connectorsChanged([])
    },
    stop() {
      target?.removeEventListener('load', onLoad)
    },
    find(connectorId: string): FoundCosmosWallet | undefined {
      return found.find((wallet) => wallet.id === connectorId)
    },
    get(connectorId: string): FoundCosmosWallet {
      // A wallet may have injected since the last look.
      if (!registry.find(connectorId)) scan()
      const wallet = registry.find(connectorId)
      if (!wallet) throw new ConnectorNotFoundError(connectorId)
      return wallet
    },
    /** The wallet once its global appears (a restore may run before the extension injects), or undefined. */
    async whenAvailable(connectorId: string, timeoutMs: number): Promise<FoundCosmosWallet | undefined> {
      scan()
      const deadline = Date.now() + timeoutMs
      while (!registry.find(connectorId) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, DISCOVERY_POLL_MS))
        scan()
      }
      return registry.find(connectorId)
    },
  }
  return registry
}

export type WalletRegistry = ReturnType<typeof createWalletRegistry>
