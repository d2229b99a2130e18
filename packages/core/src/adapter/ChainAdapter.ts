import type { EmbeddedWalletConnector } from '../embeddedWallet/types'
import type { ChainNamespace } from '../namespaces'
import type { ConnectionAccount } from '../types/connection'
import type { Connector } from '../types/connector'
import type { CaipNetwork } from '../types/network'
import type { WalletConnectConnector } from '../walletconnect/createWalletConnectConnector'

/**
 * What a namespace can do, declared rather than faked: the UI hides what is false (SPEC §1's
 * feature-by-namespace list, ARCHITECTURE.md "Adapters").
 */
export type AdapterCapabilities = {
  balance: boolean
  send: boolean
  activity: boolean
  names: boolean
  onramp: boolean
  signMessage: boolean
  switchNetwork: boolean
  estimateGas: boolean
  writeContract: boolean
  /**
   * The wallet hands over several accounts with none of them selected (Polkadot extensions): the visitor
   * picks the active one in the app (`client.selectAccount`), and the pick outlasts the wallet's account
   * updates and a reload. Absent or false, the wallet's first account is the active one.
   */
  selectAccount?: boolean
}

/** An adapter's report of a wallet that is connected. */
export type AdapterConnection = {
  connectorId: string
  accounts: ConnectionAccount[]
  /** The network the wallet is on, as the wallet reports it (it may be one the host did not configure). */
  chainId: number | string
}

/** How an adapter tells the client what its wallets did (SPEC §4's account sync). */
export type AdapterEvents = {
  connectorsChanged: (connectors: Connector[]) => void
  accountsChanged: (change: { connectorId: string; accounts: ConnectionAccount[] }) => void
  chainChanged: (change: { connectorId: string; chainId: number | string }) => void
  disconnected: (change: { connectorId: string }) => void
}

export type AdapterSetup = {
  /** The configured networks of this adapter's namespace. */
  networks: CaipNetwork[]
  events: AdapterEvents
  /** Options the host set that adapters honour (ARCHITECTURE.md: one place for them). */
  options: { enableEIP6963: boolean; enableInjected: boolean; enableWalletConnect: boolean }
  /** The client's shared WALLET_CONNECT connector; an adapter lists it and routes it with createWalletConnectRoute. */
  walletConnect?: WalletConnectConnector
  /**
   * The client's AUTH connector (the embedded wallet), when the host turned it on: eip155 and solana
   * adapters list it and connect it over its providers, which hold unsafe requests for Approve (SPEC §6).
   */
  embeddedWallet?: EmbeddedWalletConnector
}

export type SendTransactionParameters = {
  connectorId: string
  caipNetwork: CaipNetwork
  /**
   * The account that sends: the namespace's active one. Wallets that hold one active account send from it
   * and may ignore this; where the visitor picks among several (`selectAccount`), it says which.
   */
  from?: string
  to: string
  /** In the smallest unit of the token (wei, lamports, satoshi…), as a decimal string. */
  value: string
  /** A token contract or mint; native currency when absent. */
  tokenAddress?: string
  data?: string
  /** eip155: the gas limit, in gas units as a decimal string; the wallet estimates it when absent. */
  gas?: string
}

/**
 * One interface for every namespace. How each maps onto it:
 *
 * - eip155 (EVM, adapter-evm): connectors are EIP-6963 announced wallets (ANNOUNCED), the legacy
 *   `window.ethereum` (INJECTED) and WalletConnect. Accounts are hex addresses; chain ids are numbers.
 *   signMessage is personal_sign; send covers native and ERC-20 transfer; switchNetwork is
 *   wallet_switchEthereumChain with wallet_addEthereumChain on 4902; estimateGas and writeContract apply.
 * - solana (adapter-solana): connectors are Wallet Standard wallets; accounts are base58 public keys;
 *   chain ids are genesis-hash prefixes. signMessage is solana:signMessage; send covers SOL and SPL.
 *   switchNetwork changes the RPC the adapter uses (wallets hold no network); no gas or contracts.
 * - bip122 (Bitcoin, adapter-bitcoin): sats-connect and Wallet Standard bitcoin wallets; each wallet
 *   gives a payment and an ordinal account (ConnectionAccount.type). signMessage is BIP-322/ECDSA;
 *   no balance or send in SPEC §1, so both are false.
 * - polkadot (adapter-polkadot): `window.injectedWeb3` extensions, each enabled alone; several SS58
 *   accounts per extension, the visitor picks the active one (selectAccount); signMessage is signRaw.
 *   switchNetwork only moves the app (extensions hold no network). Beyond SPEC §1: balance
 *   through @polkadot/api and send as balances.transferKeepAlive signed with signPayload, from `from`.
 * - cosmos (adapter-cosmos): Keplr/Leap; bech32 accounts per chain id; signMessage is signArbitrary
 *   (ADR-036). No balance or send in SPEC §1.
 *
 * Methods a namespace cannot honour are absent and its capabilities say false; the client refuses
 * them with `Unsupported chain` before calling.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  readonly capabilities: AdapterCapabilities

  /** Starts discovery; the adapter reports connectors through `events.connectorsChanged`. */
  setup(setup: AdapterSetup): Promise<void> | void
  connect(parameters: { connectorId: string; caipNetwork: CaipNetwork }): Promise<AdapterConnection>
  /** Restores a stored connection without a prompt; undefined when the wallet no longer grants it. */
  reconnect(parameters: {
    connectorId: string
    caipNetwork: CaipNetwork
  }): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connectorId: string }): Promise<void>
  switchNetwork(parameters: { connectorId: string; caipNetwork: CaipNetwork }): Promise<void>
  signMessage(parameters: { connectorId: string; address: string; message: string }): Promise<string>
  getBalance?(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  sendTransaction?(parameters: SendTransactionParameters): Promise<string>
  estimateGas?(
    parameters: Omit<SendTransactionParameters, 'tokenAddress'> & { from: string },
  ): Promise<bigint>
  /**
   * The network fee a send of `SendTransactionParameters` would cost at most, in the smallest unit of
   * the native currency (SPEC §4: the send preview shows it; Max leaves it for gas).
   */
  estimateSendFee?(parameters: SendTransactionParameters & { from: string }): Promise<bigint>
  /**
   * Resolves once a sent transaction is final enough to read balances after it; throws when it
   * reverted (SPEC §8 transaction wait). Adapters whose sendTransaction already waits leave it out.
   */
  waitForTransaction?(parameters: { caipNetwork: CaipNetwork; hash: string }): Promise<void>
  writeContract?(parameters: {
    connectorId: string
    caipNetwork: CaipNetwork
    address: string
    abi: readonly unknown[]
    functionName: string
    args: readonly unknown[]
  }): Promise<string>
  /** The provider object a host may use directly (useProvider). */
  getProvider?(connectorId: string): unknown
}
