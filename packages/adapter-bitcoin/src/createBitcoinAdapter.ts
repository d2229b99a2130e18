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
  type EvmTwin,
  PorticoError,
  type WalletConnectConnector,
  watchEvmTwins,
} from '@portico/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { SendTransferResult, SignPsbtResult } from 'sats-connect'
import { BITCOIN_CAPABILITIES } from './capabilities'
import { type DiscoveredWallet, discoverBitcoinWallets, type SatsConnectProvider } from './discovery'
import { ConnectorNotConnectedError, ConnectorNotFoundError, toPorticoError } from './errors'
import { networkIdOfName } from './networks'
import { type BitcoinAccount, toBitcoinAccounts, type WalletAddress } from './purpose'
import { switchWalletNetwork } from './switchWalletNetwork'
import { toBitcoinConnector } from './toBitcoinConnector'
import { unwrapResponse } from './unwrapResponse'
import { CONNECT_PURPOSES, type WalletAccount } from './walletAccount'
import { sendTransferOverSession, signPsbtOverSession } from './walletconnect/sessionRequests'
import { satsConnectFromWalletStandard } from './wallets/satsConnectFromWalletStandard'

export type CreateBitcoinAdapterParameters = {
  /** Where WBIP004 providers are read from; the page's window by default (read in setup, never at import). */
  root?: unknown
  /** The Wallet Standard registry `bitcoin:connect` wallets are found in; the page's (getWallets()) by default. */
  wallets?: Pick<Wallets, 'get' | 'on'>
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

const sameAccounts = (a: readonly BitcoinAccount[], b: readonly BitcoinAccount[]) =>
  a.length === b.length && a.every((account, index) => account.address === b[index]?.address)

export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters = {}): BitcoinAdapter {
  let events: AdapterSetup['events'] | undefined
  let networks: CaipNetwork[] = []
  const wallets = new Map<string, DiscoveredWallet>()
  const accounts = new Map<string, BitcoinAccount[]>()
  const unlisteners = new Map<string, (() => void)[]>()
  const twins: EvmTwin[] = []
  const stops: (() => void)[] = []
  // One translator per Wallet Standard wallet, so its listeners and identity outlive a rediscovery.
  const standardProviders = new WeakMap<Wallet, SatsConnectProvider>()
  let registry: Pick<Wallets, 'get' | 'on'> | undefined
  // ARCHITECTURE.md "Adapters": the client's one WalletConnect connector, listed and routed for bip122.
  let walletConnect: AttachedWalletConnect | undefined
  let session: WalletConnectConnector | undefined
  const root = () => parameters.root ?? (globalThis as { window?: unknown }).window
  // A wallet that is also an EIP-6963 wallet of the same name takes its rdns as id: one multi-chain row.
  const twinOf = (name: string) =>
    twins.find((twin) => twin.name.trim().toLowerCase() === name.trim().toLowerCase())
  const standardProviderOf = (wallet: Wallet) => {
    const known = standardProviders.get(wallet)
    if (known) return known
    const provider = satsConnectFromWalletStandard(wallet)
    standardProviders.set(wallet, provider)
    return provider
  }

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
    for (const found of discoverBitcoinWallets(root(), registry?.get() ?? [], standardProviderOf)) {
      const id = twinOf(found.name)?.rdns ?? found.id
      wallets.set(id, { ...found, id })
    }
    const connectors = [...wallets.values()].map((found) => toBitcoinConnector(found, twinOf(found.name)))
    events?.connectorsChanged(walletConnect ? [...connectors, walletConnect.connector] : connectors)
  }
  const learnTwin = (twin: EvmTwin) => {
    if (twins.some((known) => known.rdns === twin.rdns && known.name === twin.name)) return
    twins.push(twin)
    rediscover()
  }

  /** The network the wallet is on, checked against the configured ones (SPEC §5's message when none). */
  const walletNetwork = async (connectorId: string, reported?: WalletAccount['network']) => {
    const network = reported ?? (await call<WalletAccount['network']>(connectorId, 'wallet_getNetwork'))
    const id = network?.bitcoin?.name ? networkIdOfName(network.bitcoin.name) : undefined
    if (!id || !networks.some((configured) => configured.id === id)) {
      throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
        details: `wallet network ${JSON.stringify(network?.bitcoin?.name)}`,
      })
    }
    return id
  }

  /** SPEC §4's account sync: the wallet's (or the session's) accounts now, told to core when they moved. */
  const report = (connectorId: string, next: BitcoinAccount[]) => {
    if (sameAccounts(accounts.get(connectorId) ?? [], next)) return
    accounts.set(connectorId, next)
    events?.accountsChanged({ connectorId, accounts: next.map(toConnectionAccount) })
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
      if (addresses) report(connectorId, toBitcoinAccounts(addresses))
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

  /** A WalletConnect session's bip122 accounts (typed by the session chunk), as getAccounts keeps them. */
  const sessionAccounts = (connection: Pick<AdapterConnection, 'accounts'>): BitcoinAccount[] =>
    connection.accounts.map(({ address, type, publicKey }) => ({
      address,
      type: type === 'ordinal' ? 'ordinal' : 'payment',
      ...(publicKey ? { publicKey } : {}),
    }))
  const viaSession = (connection: AdapterConnection): AdapterConnection => {
    accounts.set(connection.connectorId, sessionAccounts(connection))
    return connection
  }
  /** The session the WalletConnect connector holds for bip122, when the connector id is its. */
  const sessionFor = (connectorId: string) =>
    walletConnect?.route.handles(connectorId) ? session : undefined

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
      session = walletConnect ? setup.walletConnect : undefined
      const target = root() as Partial<EventTarget> | undefined
      if (typeof target?.addEventListener === 'function' && setup.options.enableEIP6963)
        stops.push(watchEvmTwins(target as EventTarget, learnTwin))
      registry = parameters.wallets ?? getWallets()
      stops.push(registry.on('register', rediscover), registry.on('unregister', rediscover))
      // SPEC §4's account sync over WalletConnect: the wallet's bip122_addressesChanged.
      const connectorId = walletConnect?.connector.id
      if (session && connectorId)
        stops.push(
          session.onAccountsChanged(({ namespace, accounts: moved }) => {
            if (namespace === 'bip122' && accounts.has(connectorId))
              report(connectorId, sessionAccounts({ accounts: moved }))
          }),
        )
      rediscover()
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      walletConnect?.stop()
      for (const connectorId of [...unlisteners.keys()]) forget(connectorId)
    },
    async connect({ connectorId }) {
      if (walletConnect?.route.handles(connectorId)) return viaSession(await walletConnect.route.connect())
      rediscover()
      const result = await call<WalletAccount>(connectorId, 'wallet_connect', {
        addresses: CONNECT_PURPOSES,
        message: 'Connect to this site',
      })
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
        const result = await call<WalletAccount>(connectorId, 'wallet_getAccount')
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
      if (walletConnect?.route.handles(connectorId)) {
        // A session's accounts are on its one chain: it cannot leave it (as Polkadot's and Cosmos' sessions).
        if (String(session?.getSession()?.namespaces.bip122?.chainId) === String(caipNetwork.id)) return
        throw new PorticoError(CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, {
          details: caipNetwork.caipNetworkId,
        })
      }
      await switchWalletNetwork({
        connectorId,
        caipNetwork,
        call,
        report: (id, account) => report(id, toBitcoinAccounts(account.addresses)),
      })
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
      const connector = sessionFor(connectorId)
      if (connector) return signPsbtOverSession(connector, { psbt, signInputs, broadcast })
      return call<SignPsbtResult>(connectorId, 'signPsbt', { psbt, signInputs, broadcast })
    },
    async sendTransfer({ connectorId, recipients }) {
      const connector = sessionFor(connectorId)
      if (connector) return sendTransferOverSession(connector, { recipients })
      return call<SendTransferResult>(connectorId, 'sendTransfer', { recipients })
    },
    getAccounts: (connectorId) => accounts.get(connectorId) ?? [],
    getProvider: (connectorId) => wallets.get(connectorId)?.provider,
  }
}
