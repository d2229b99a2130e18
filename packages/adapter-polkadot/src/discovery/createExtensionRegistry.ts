import { type AdapterEvents, createInjectedRegistry } from '@portico/core'
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
 * Every extension in `window.injectedWeb3`, one connector each, none enabled; looked for again on `load`
 * and while a restore waits (core's injected registry).
 */
export function createExtensionRegistry({ target, extensions, events }: CreateExtensionRegistryParameters) {
  return createInjectedRegistry<InjectedWindowProvider, FoundPolkadotExtension>({
    namespace: 'polkadot',
    target,
    events,
    notFound: (connectorId) => new ConnectorNotFoundError(connectorId),
    pollMs: DISCOVERY_POLL_MS,
    discover: () => {
      const injected = target?.injectedWeb3
      const entries = typeof injected === 'object' && injected !== null ? Object.entries(injected) : []
      return entries.flatMap(([key, provider]) =>
        target && isInjectedWindowProvider(provider)
          ? [{ ...describe(target, key, extensions), provider }]
          : [],
      )
    },
  })
}

export type ExtensionRegistry = ReturnType<typeof createExtensionRegistry>
