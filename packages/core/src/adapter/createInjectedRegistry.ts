import type { ChainNamespace } from '../namespaces'
import type { Connector } from '../types/connector'
import type { AdapterEvents } from './ChainAdapter'

/** A wallet an adapter found on the page: how it presents itself and the object it injected. */
export type InjectedWallet<provider> = {
  id: string
  name: string
  icon?: string | undefined
  provider: provider
}

export type CreateInjectedRegistryParameters<found> = {
  namespace: ChainNamespace
  /** The page (`window`); none on a server, where nothing is ever found. */
  target: EventTarget | undefined
  /** The wallets on the page now, in the order they are listed. */
  discover: () => found[]
  events: Pick<AdapterEvents, 'connectorsChanged'>
  /** The adapter's own error for a connector that is not on the page. */
  notFound: (connectorId: string) => Error
  /** How often a restore looks again for a wallet not injected yet. */
  pollMs: number
}

/**
 * The injected wallets of one namespace, each one connector. Extensions inject without an event, some
 * after the page's load: the registry looks at start, on `load`, when asked for a wallet it lacks, and
 * while a restore waits; the connector list is announced only when it changed.
 */
export function createInjectedRegistry<provider, found extends InjectedWallet<provider>>({
  namespace,
  target,
  discover,
  events,
  notFound,
  pollMs,
}: CreateInjectedRegistryParameters<found>) {
  let found: found[] = []
  const toConnector = (wallet: found): Connector => ({
    id: wallet.id,
    name: wallet.name,
    type: 'INJECTED',
    chain: namespace,
    chains: [namespace],
    imageUrl: wallet.icon,
    provider: wallet.provider,
    installed: true,
  })

  const scan = (): void => {
    const next = discover()
    const changed =
      next.length !== found.length ||
      next.some(
        (wallet, index) => wallet.provider !== found[index]?.provider || wallet.id !== found[index]?.id,
      )
    found = next
    if (changed) events.connectorsChanged(found.map(toConnector))
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
    find(connectorId: string): found | undefined {
      return found.find((wallet) => wallet.id === connectorId)
    },
    get(connectorId: string): found {
      // A wallet may have injected since the last look.
      if (!registry.find(connectorId)) scan()
      const wallet = registry.find(connectorId)
      if (!wallet) throw notFound(connectorId)
      return wallet
    },
    /** The wallet once it appears (a restore may run before its extension injects), or undefined. */
    async whenAvailable(connectorId: string, timeoutMs: number): Promise<found | undefined> {
      scan()
      const deadline = Date.now() + timeoutMs
      while (!registry.find(connectorId) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, pollMs))
        scan()
      }
      return registry.find(connectorId)
    },
  }
  return registry
}
