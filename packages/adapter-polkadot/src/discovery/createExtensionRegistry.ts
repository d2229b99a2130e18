import type { AdapterEvents, Connector } from '@portico/core'
import { DISCOVERY_POLL_MS } from '../constants'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { type InjectedWindowProvider, isInjectedWindowProvider } from '../wallets/InjectedPolkadot'
import { type PolkadotExtension, unknownExtension } from '../wallets/PolkadotExtension'

/** An extension found on the page: how it presents itself and its `window.injectedWeb3` entry. */
export type FoundPolkadotExtension = PolkadotExtension & { provider: InjectedWindowProvider }

export type CreateExtensionRegistryParameters = {
  /** The page (`window`); none on a server, where nothing is ever found. */
  target: (EventTarget & Record<string, unknown>) | undefined
  extensions: readonly PolkadotExtension[]
  events: Pick<AdapterEvents, 'connectorsChanged'>
}

/** SPEC §3's connector of an injected Polkadot extension. */
export function toPorticoConnector(extension: FoundPolkadotExtension): Connector {
  return {
    id: extension.id,
    name: extension.name,
    type: 'INJECTED',
    chain: 'polkadot',
    chains: ['polkadot'],
    imageUrl: extension.icon,
    provider: extension.provider,
    installed: true,
  }
}

/** The described extension an injectedWeb3 key stands for on this page, or one named after the key. */
function describe(
  page: Record<string, unknown>,
  key: string,
  extensions: readonly PolkadotExtension[],
): PolkadotExtension {
  const candidates = extensions.filter((extension) => extension.injectedKey === key)
  return (
    candidates.find((extension) => extension.isPresent?.(page)) ??
    candidates.find((extension) => !extension.isPresent) ??
    unknownExtension(key)
  )
}

/**
 * Every extension in `window.injectedWeb3`, one connector each, none enabled. Extensions inject without
 * an event, some after the page's load: the registry looks at setup, on `load`, and while a restore waits.
 */
export function createExtensionRegistry({ target, extensions, events }: CreateExtensionRegistryParameters) {
  let found: FoundPolkadotExtension[] = []

  const scan = (): void => {
    const injected = target?.injectedWeb3
    const entries = typeof injected === 'object' && injected !== null ? Object.entries(injected) : []
    const next = entries.flatMap(([key, provider]) =>
      target && isInjectedWindowProvider(provider)
        ? [{ ...describe(target, key, extensions), provider }]
        : [],
    )
    const changed =
      next.length !== found.length ||
      next.some(
        (extension, index) =>
          extension.provider !== found[index]?.provider || extension.id !== found[index]?.id,
      )
    found = next
    if (changed) events.connectorsChanged(found.map(toPorticoConnector))
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
    find(connectorId: string): FoundPolkadotExtension | undefined {
      return found.find((extension) => extension.id === connectorId)
    },
    get(connectorId: string): FoundPolkadotExtension {
      // An extension may have injected since the last look.
      if (!registry.find(connectorId)) scan()
      const extension = registry.find(connectorId)
      if (!extension) throw new ConnectorNotFoundError(connectorId)
      return extension
    },
    /** The extension once it appears (a restore may run before its content script injects), or undefined. */
    async whenAvailable(connectorId: string, timeoutMs: number): Promise<FoundPolkadotExtension | undefined> {
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

export type ExtensionRegistry = ReturnType<typeof createExtensionRegistry>
