import type { AdapterSetup, CaipNetwork, ChainAdapter, SolanaCommitment } from '@portico/core'
import type { WalletAdapter } from '@solana/wallet-adapter-base'
import { Connection, type Transaction, type VersionedTransaction } from '@solana/web3.js'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { connect } from './actions/connect'
import { disconnect } from './actions/disconnect'
import { estimateSendFee } from './actions/estimateSendFee'
import { getBalance } from './actions/getBalance'
import { getTokenBalance } from './actions/getTokenBalance'
import { reconnect } from './actions/reconnect'
import { sendTransaction } from './actions/sendTransaction'
import { signAndSendTransaction } from './actions/signAndSendTransaction'
import { signMessage } from './actions/signMessage'
import { type SignTransactionParameters, signTransaction } from './actions/signTransaction'
import { switchNetwork } from './actions/switchNetwork'
import { checkCommitment } from './checkCommitment'
import { DEFAULT_COMMITMENT, RECONNECT_WAIT_MS, SOLANA_CAPABILITIES } from './constants'
import type { SolanaAdapterContext } from './context'
import { createWalletRegistry } from './discovery/createWalletRegistry'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { fromEmbeddedWallet } from './wallets/fromEmbeddedWallet'

export type CreateSolanaAdapterParameters = {
  /** SPEC §5: one of the Solana commitment values; reads and confirmations use it. 'confirmed' by default. */
  commitment?: SolanaCommitment
  /** @solana/wallet-adapter-base adapters of wallets that do not speak the Wallet Standard. */
  walletAdapters?: readonly WalletAdapter[]
  /** The Wallet Standard registry; the page's (getWallets()) by default. */
  wallets?: Pick<Wallets, 'get' | 'on'>
  /** Where EIP-6963 wallets announce, to spot multi-chain wallets; the page's window by default. */
  target?: EventTarget
  /** How long a restore waits for its wallet to register. */
  reconnectWaitMs?: number
}

type Bound<action> = action extends (context: SolanaAdapterContext, ...rest: infer rest) => infer result
  ? (...rest: rest) => result
  : never

/** The solana ChainAdapter on the Wallet Standard and @solana/web3.js, plus Solana-only actions. */
export type SolanaAdapter = ChainAdapter & {
  readonly commitment: SolanaCommitment
  getTokenBalance: Bound<typeof getTokenBalance>
  signTransaction: <transaction extends Transaction | VersionedTransaction>(
    parameters: SignTransactionParameters<transaction>,
  ) => Promise<transaction>
  signAndSendTransaction: Bound<typeof signAndSendTransaction>
  /** SPEC §4's send, with an optional SPEC §5 commitment to confirm at. */
  sendTransaction: Bound<typeof sendTransaction>
  /** The RPC connection the adapter uses for a network. */
  getConnection(caipNetwork: CaipNetwork): Connection
  /** Stops listening for wallets. */
  destroy(): void
}

export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): SolanaAdapter {
  // SPEC §5: a commitment outside the allowed values is refused here, before any wallet or RPC use.
  const commitment = checkCommitment(parameters.commitment ?? DEFAULT_COMMITMENT)
  const connections = new Map<string, Connection>()
  const connectionFor = (caipNetwork: CaipNetwork) => {
    const url = caipNetwork.rpcUrls.default.http[0] ?? ''
    let connection = connections.get(url)
    if (!connection) {
      connection = new Connection(url, { commitment })
      connections.set(url, connection)
    }
    return connection
  }
  let context: SolanaAdapterContext | undefined

  const ready = (what: string) => {
    if (!context) throw new AdapterNotReadyError(what)
    return context
  }
  const bind =
    <rest extends unknown[], result>(action: (context: SolanaAdapterContext, ...rest: rest) => result) =>
    (...rest: rest) =>
      action(ready(action.name), ...rest)

  return {
    namespace: 'solana',
    capabilities: SOLANA_CAPABILITIES,
    commitment,
    setup({ events, embeddedWallet }: AdapterSetup) {
      const target = parameters.target ?? (globalThis as { window?: EventTarget }).window
      // The embedded wallet's AUTH connector, signing through core's provider.
      const authConnector = embeddedWallet?.connectors.find((connector) => connector.chain === 'solana')
      const registry = createWalletRegistry({
        wallets: parameters.wallets ?? getWallets(),
        walletAdapters: parameters.walletAdapters ?? [],
        target,
        events,
        ...(embeddedWallet && authConnector
          ? { embeddedWallet: { connector: authConnector, wallet: fromEmbeddedWallet(embeddedWallet) } }
          : {}),
      })
      context = {
        registry,
        events,
        commitment,
        reconnectWaitMs: parameters.reconnectWaitMs ?? RECONNECT_WAIT_MS,
        connectionFor,
        networks: new Map(),
        watchers: new Map(),
      }
      registry.start()
    },
    destroy() {
      context?.registry.stop()
      for (const unwatch of context?.watchers.values() ?? []) unwatch()
    },
    connect: bind(connect),
    reconnect: bind(reconnect),
    disconnect: bind(disconnect),
    switchNetwork: bind(switchNetwork),
    signMessage: bind(signMessage),
    getBalance: bind(getBalance),
    sendTransaction: bind(sendTransaction),
    estimateSendFee: bind(estimateSendFee),
    getTokenBalance: bind(getTokenBalance),
    signTransaction: (parameters) => signTransaction(ready('signTransaction'), parameters),
    signAndSendTransaction: bind(signAndSendTransaction),
    getConnection: connectionFor,
    getProvider: (connectorId: string) => ready('getProvider').registry.find(connectorId)?.provider,
  }
}
