import type { AdapterEvents, Connector as PorticoConnector } from '@portico/core'
import { type Config, injected, type Connector as WagmiConnector } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { LEGACY_INJECTED_ID, LEGACY_INJECTED_NAME } from '../constants'
import { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError'
import { type DiscoveredWallet, toPorticoConnector } from './toPorticoConnector'
import { watchAnnouncedProviders } from './watchAnnouncedProviders'

export type WalletTarget = EventTarget & { ethereum?: unknown }

export type CreateConnectorRegistryParameters = {
  config: Config
  target: WalletTarget
  events: Pick<AdapterEvents, 'connectorsChanged'>
  enableEIP6963: boolean
  enableInjected: boolean
  /** Called once per wagmi connector created, so the adapter can forward its events. */
  onConnectorCreated: (connector: WagmiConnector) => void
  /** The shared WALLET_CONNECT connector as eip155 lists it, with a provider over its session. */
  walletConnect?: ProvidedConnector
  /** The client's AUTH connector (the embedded wallet) as eip155 lists it, with core's EIP-1193 provider. */
  embeddedWallet?: ProvidedConnector
}

/** A connector the client holds, with the provider wagmi talks to. */
export type ProvidedConnector = { connector: PorticoConnector; provider: EIP1193Provider }

type Entry = { wallet: DiscoveredWallet; connector: WagmiConnector }

/**
 * The wallets this adapter can connect: EIP-6963 announced ones (ANNOUNCED) and the legacy
 * `window.ethereum` (INJECTED) unless an announced wallet has the same provider. Each is a wagmi
 * injected connector in the shared config; every change is reported through connectorsChanged.
 */
export function createConnectorRegistry({
  config,
  target,
  events,
  enableEIP6963,
  enableInjected,
  onConnectorCreated,
  walletConnect,
  embeddedWallet,
}: CreateConnectorRegistryParameters) {
  const entries = new Map<string, Entry>()
  // SPEC §9: walletConnect comes first in the connector type order.
  const session = walletConnect ? setupProvidedConnector(config, walletConnect) : undefined
  const auth = embeddedWallet ? setupProvidedConnector(config, embeddedWallet) : undefined
  // The embedded wallet changes its active address itself: core must hear it.
  if (auth) onConnectorCreated(auth.wagmi)
  const provided = (connectorId: string) => [session, auth].find((held) => held?.connector.id === connectorId)

  const publish = () =>
    events.connectorsChanged([
      ...(session ? [session.connector] : []),
      ...[...entries.values()].map((entry) => toPorticoConnector(entry.wallet)),
      ...(auth ? [auth.connector] : []),
    ])

  const add = (wallet: DiscoveredWallet) => {
    const connector = config._internal.connectors.setup(
      injected({
        target: {
          id: wallet.id,
          name: wallet.name,
          ...(wallet.icon ? { icon: wallet.icon } : {}),
          provider: wallet.provider as EIP1193Provider,
        },
      }),
    )
    config._internal.connectors.setState((current) => [
      ...current.filter((existing) => existing.id !== wallet.id),
      connector,
    ])
    entries.set(wallet.id, { wallet, connector })
    onConnectorCreated(connector)
  }

  const remove = (id: string) => {
    entries.delete(id)
    config._internal.connectors.setState((current) => current.filter((existing) => existing.id !== id))
  }

  const isAnnounced = (provider: unknown) =>
    [...entries.values()].some(
      (entry) => entry.wallet.type === 'ANNOUNCED' && entry.wallet.provider === provider,
    )

  const checkLegacyInjected = () => {
    const provider = target.ethereum
    const legacy = entries.get(LEGACY_INJECTED_ID)
    if (legacy && legacy.wallet.provider === provider) return
    if (legacy) remove(LEGACY_INJECTED_ID)
    if (provider && !isAnnounced(provider))
      add({ id: LEGACY_INJECTED_ID, name: LEGACY_INJECTED_NAME, type: 'INJECTED', provider })
    publish()
  }

  const find = (connectorId: string): WagmiConnector | undefined =>
    provided(connectorId)?.wagmi ?? entries.get(connectorId)?.connector

  const cleanups: (() => void)[] = []
  return {
    start() {
      if (enableEIP6963)
        cleanups.push(
          watchAnnouncedProviders(target, ({ info, provider }) => {
            if (entries.get(info.rdns)?.wallet.provider === provider) return
            add({
              id: info.rdns,
              name: info.name,
              type: 'ANNOUNCED',
              icon: info.icon,
              rdns: info.rdns,
              provider,
            })
            // An announced wallet replaces the legacy entry for the same provider.
            if (entries.get(LEGACY_INJECTED_ID)?.wallet.provider === provider) remove(LEGACY_INJECTED_ID)
            publish()
          }),
        )
      if (enableInjected) {
        checkLegacyInjected()
        target.addEventListener('ethereum#initialized', checkLegacyInjected)
        cleanups.push(() => target.removeEventListener('ethereum#initialized', checkLegacyInjected))
      }
      publish()
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup()
    },
    /** The wagmi connector behind a Portico connector id. */
    get(connectorId: string): WagmiConnector {
      const found = find(connectorId)
      if (!found) throw new ConnectorNotFoundError(connectorId)
      return found
    },
    find,
    /** The EIP-1193 provider behind a connector, for a host that talks to it directly. */
    providerOf(connectorId: string): unknown {
      return provided(connectorId)?.provider ?? entries.get(connectorId)?.wallet.provider
    },
  }
}

export type ConnectorRegistry = ReturnType<typeof createConnectorRegistry>

/**
 * A wagmi connector over a provider the client holds (WalletConnect's session, the embedded wallet): no
 * permission prompt, the pairing or the email login was it.
 */
function setupProvidedConnector(config: Config, { connector, provider }: ProvidedConnector) {
  const wagmi = config._internal.connectors.setup(
    injected({ shimDisconnect: false, target: { id: connector.id, name: connector.name, provider } }),
  )
  config._internal.connectors.setState((current) => [
    ...current.filter((existing) => existing.id !== connector.id),
    wagmi,
  ])
  return { connector, wagmi, provider }
}
