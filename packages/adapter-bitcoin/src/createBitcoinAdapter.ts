import {
  type AdapterConnection,
  type AdapterSetup,
  type AttachedWalletConnect,
  attachWalletConnect,
  bitcoinMessageProtocol,
  type CaipNetwork,
  type ChainAdapter,
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  type ConnectionAccount,
  type Connector,
  type EvmTwin,
  PorticoError,
  watchEvmTwins,
} from '@portico/core'
import type { SendTransferResult, SignPsbtResult } from 'sats-connect'
import { BITCOIN_CAPABILITIES } from './capabilities'
import { type DiscoveredWallet, discoverBitcoinWallets } from './discovery'
import { ConnectorNotConnectedError, ConnectorNotFoundError, toPorticoError } from './errors'
import { networkIdOfName, SATS_CONNECT_NETWORK_NAMES } from './networks'
import { type BitcoinAccount, toBitcoinAccounts, type WalletAddress } from './purpose'
import { unwrapResponse } from './unwrapResponse'

export type CreateBitcoinAdapterParameters = {
  /** Where WBIP004 providers are read from; the page's window by default (read in setup, never at import). */
  root?: unknown
}

export type SignPsbtParameters = {
  connectorId: string
  /** The PSBT, base64. */
  psbt: string
  /** Input indexes to sign, by address. */
  signInputs: Record<string, number[]>
  broadcast?: boolean
}

export type SendTransferParameters = {
  connectorId: string
  /** sats-connect's `sendTransfer` recipients: amounts in satoshis. */
  recipients: { address: string; amount: number }[]
}

export type BitcoinAdapter = ChainAdapter & {
  signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtResult>
  sendTransfer(parameters: SendTransferParameters): Promise<SendTransferResult>
  /** The accounts (with public keys and address types) of a connected wallet. */
  getAccounts(connectorId: string): BitcoinAccount[]
  /** Stops listening to wallets. */
  destroy(): void
}

/** SPEC §3's Bitcoin account as a connection keeps it: address, type and public key. */
function toConnectionAccount({ address, type, publicKey }: BitcoinAccount): ConnectionAccount {
  return publicKey ? { address, type, publicKey } : { address, type }
}

export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters = {}): BitcoinAdapter {
  let events: AdapterSetup['events'] | undefined
  let networks: CaipNetwork[] = []
  const wallets = new Map<string, DiscoveredWallet>()
  const accounts = new Map<string, BitcoinAccount[]>()
  const unlisteners = new Map<string, (() => void)[]>()
  const twins: EvmTwin[] = []
  let stopTwins: (() => void) | undefined
  // ARCHITECTURE.md "Adapters": the client's one WalletConnect connector, listed and routed for bip122.
  let walletConnect: AttachedWalletConnect | undefined
  const root = () => parameters.root ?? (globalThis as { window?: unknown }).window
  // A wallet that is also an EIP-6963 wallet of the same name takes its rdns as id: one multi-chain row.
  const twinOf = (name: string) =>
    twins.find((twin) => twin.name.trim().toLowerCase() === name.trim().toLowerCase())

  const wallet = (connectorId: string) => {
    const found = wallets.get(connectorId)
    if (!found) throw new ConnectorNotFoundError(connectorId)
    return found
  }
  const call = async <result>(connectorId: string, method: string, params?: unknown) => {
    try {
      return unwrapResponse<result>(await wallet(connectorId).provider.request(method, params))
    } catch (error) {
      return toPorticoError(error)
    }
  }

  const rediscover = () => {
    wallets.clear()
    for (const found of discoverBitcoinWallets(root())) {
      const id = twinOf(found.name)?.rdns ?? found.id
      wallets.set(id, { ...found, id })
    }
    const connectors: Connector[] = [...wallets.values()].map((found) => {
      const connector: Connector = {
        id: found.id,
        name: found.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        chains: ['bip122'],
        provider: found.provider,
        installed: true,
      }
      const twin = twinOf(found.name)
      if (twin) connector.info = { rdns: twin.rdns }
      if (found.icon) connector.imageUrl = found.icon
      return connector
    })
    events?.connectorsChanged(walletConnect ? [...connectors, walletConnect.connector] : connectors)
  }
  const learnTwin = (twin: EvmTwin) => {
    if (twins.some((known) => known.rdns === twin.rdns && known.name === twin.name)) return
    twins.push(twin)
    rediscover()
  }

  /** The network the wallet is on, checked against the configured ones (SPEC §5's message when none). */
  const walletNetwork = async (connectorId: string, reported?: { bitcoin?: { name?: string } }) => {
    const network =
      reported ?? (await call<{ bitcoin?: { name?: string } }>(connectorId, 'wallet_getNetwork'))
    const id = network?.bitcoin?.name ? networkIdOfName(network.bitcoin.name) : undefined
    if (!id || !networks.some((configured) => configured.id === id)) {
      throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
        details: `wallet network ${JSON.stringify(network?.bitcoin?.name)}`,
      })
    }
    return id
  }

  const watch = (connectorId: string) => {
    const { provider } = wallet(connectorId)
    if (!provider.addListener || unlisteners.has(connectorId)) return
    const offs: (() => void)[] = []
    const on = (event: string, listener: (payload: unknown) => void) => {
      const off = provider.addListener?.(event, listener)
      if (off) offs.push(off)
    }
    on('accountChange', (payload) => {
      const addresses = (payload as { addresses?: WalletAddress[] })?.addresses
      if (!addresses) return
      const next = toBitcoinAccounts(addresses)
      accounts.set(connectorId, next)
      events?.accountsChanged({ connectorId, accounts: next.map(toConnectionAccount) })
    })
    on('networkChange', (payload) => {
      const name = (payload as { bitcoin?: { name?: string } })?.bitcoin?.name
      const id = name ? networkIdOfName(name) : undefined
      if (id) events?.chainChanged({ connectorId, chainId: id })
    })
    on('disconnect', () => {
      forget(connectorId)
      events?.disconnected({ connectorId })
    })
    unlisteners.set(connectorId, offs)
  }
  const forget = (connectorId: string) => {
    for (const off of unlisteners.get(connectorId) ?? []) off()
    unlisteners.delete(connectorId)
    accounts.delete(connectorId)
  }

  const adopt = (connectorId: string, addresses: WalletAddress[], chainId: string): AdapterConnection => {
    const mapped = toBitcoinAccounts(addresses)
    accounts.set(connectorId, mapped)
    watch(connectorId)
    return { connectorId, chainId, accounts: mapped.map(toConnectionAccount) }
  }

  /** A WalletConnect session's bip122 accounts (typed by the session chunk), kept for getAccounts. */
  const viaSession = (connection: AdapterConnection): AdapterConnection => {
    accounts.set(
      connection.connectorId,
      connection.accounts.map(({ address, type, publicKey }) => ({
        address,
        type: type === 'ordinal' ? 'ordinal' : 'payment',
        ...(publicKey ? { publicKey } : {}),
      })),
    )
    return connection
  }

  const accountFor = (connectorId: string, address: string) => {
    const account = accounts.get(connectorId)?.find((entry) => entry.address === address)
    if (!account) throw new ConnectorNotConnectedError(connectorId)
    return account
  }

  return {
    namespace: 'bip122',
    capabilities: BITCOIN_CAPABILITIES,
    setup(setup: AdapterSetup) {
      events = setup.events
      networks = setup.networks
      walletConnect = attachWalletConnect(setup, 'bip122')
      const target = root() as Partial<EventTarget> | undefined
      if (typeof target?.addEventListener === 'function' && setup.options.enableEIP6963)
        stopTwins = watchEvmTwins(target as EventTarget, learnTwin)
      rediscover()
    },
    destroy() {
      stopTwins?.()
      walletConnect?.stop()
      for (const connectorId of [...unlisteners.keys()]) forget(connectorId)
    },
    async connect({ connectorId }) {
      if (walletConnect?.route.handles(connectorId)) return viaSession(await walletConnect.route.connect())
      rediscover()
      const result = await call<{ addresses: WalletAddress[]; network?: { bitcoin?: { name?: string } } }>(
        connectorId,
        'wallet_connect',
        { addresses: ['payment', 'ordinals'], message: 'Connect to this site' },
      )
      const chainId = await walletNetwork(connectorId, result.network)
      return adopt(connectorId, result.addresses, chainId)
    },
    async reconnect({ connectorId }) {
      if (walletConnect?.route.handles(connectorId)) {
        const restored = await walletConnect.route.reconnect()
        return restored && viaSession(restored)
      }
      rediscover()
      if (!wallets.has(connectorId)) return undefined
      try {
        // wallet_getAccount answers without a prompt when the site's permission stands.
        const result = await call<{ addresses: WalletAddress[]; network?: { bitcoin?: { name?: string } } }>(
          connectorId,
          'wallet_getAccount',
        )
        if (!result?.addresses?.length) return undefined
        const chainId = await walletNetwork(connectorId, result.network)
        return adopt(connectorId, result.addresses, chainId)
      } catch {
        return undefined
      }
    },
    async disconnect({ connectorId }) {
      forget(connectorId)
      if (walletConnect?.route.handles(connectorId)) return walletConnect.route.disconnect()
      if (wallets.has(connectorId)) await call(connectorId, 'wallet_disconnect').catch(() => undefined)
    },
    async switchNetwork({ connectorId, caipNetwork }) {
      const name = SATS_CONNECT_NETWORK_NAMES[String(caipNetwork.id)]
      await call(connectorId, 'wallet_changeNetwork', { name })
    },
    async signMessage({ connectorId, address, message }) {
      accountFor(connectorId, address)
      if (walletConnect?.route.handles(connectorId))
        return walletConnect.route.signMessage({ address, message })
      // sats-connect names the protocols in capitals.
      const protocol = bitcoinMessageProtocol(address).toUpperCase()
      const result = await call<{ signature: string }>(connectorId, 'signMessage', {
        address,
        message,
        protocol,
      })
      return result.signature
    },
    async signPsbt({ connectorId, psbt, signInputs, broadcast = false }) {
      return call<SignPsbtResult>(connectorId, 'signPsbt', { psbt, signInputs, broadcast })
    },
    async sendTransfer({ connectorId, recipients }) {
      return call<SendTransferResult>(connectorId, 'sendTransfer', { recipients })
    },
    getAccounts: (connectorId) => accounts.get(connectorId) ?? [],
    getProvider: (connectorId) => wallets.get(connectorId)?.provider,
  }
}
