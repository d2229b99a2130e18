import {
  type AdapterCapabilities,
  type AdapterConnection,
  type AdapterEvents,
  type AdapterSetup,
  AUTH_CONNECTOR_ID,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  type EmbeddedWalletConnector,
} from '../index'

const allCapabilities: AdapterCapabilities = {
  balance: true,
  send: true,
  activity: true,
  names: true,
  onramp: true,
  signMessage: true,
  switchNetwork: true,
  estimateGas: true,
  writeContract: true,
}

type Wallet = {
  connector: Connector
  address: string
  /** The chain the wallet is on; absent, it takes the network the app connects with. */
  chainId?: number | string
  /** Native balance in whole units on every chain, '0' when absent. */
  balance?: string
  /** The account's public key, for namespaces whose address does not carry it (Cosmos, Bitcoin). */
  publicKey?: string
  /** More accounts the wallet hands over after `address` (a Polkadot extension gives several). */
  otherAddresses?: string[]
}

type TestAdapterOptions = {
  /** What the adapter can do (all by default); a namespace that reads no balances says `balance: false`. */
  capabilities?: Partial<AdapterCapabilities>
  /** Signs personal_sign messages for real (e.g. a viem local account's signMessage); '0xsigned' when absent. */
  signMessage?: (parameters: { address: string; message: string }) => Promise<string>
}

/** The network fee every scripted send costs: 21,000 gas at 1 gwei, in wei (or lamports). */
export const TEST_SEND_FEE = 21_000n * 1_000_000_000n

/** EIP-1193's refusal (code 4001), as a wallet reports it when the visitor says no. */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A scripted wallet adapter: core must not import chain SDKs, so its rules are tested against this
 * in-memory stand-in; the real adapters are tested against real chains in their own packages.
 */
export function createTestAdapter(
  namespace: ChainNamespace,
  wallets: Wallet[],
  { capabilities = {}, signMessage }: TestAdapterOptions = {},
) {
  let events: AdapterEvents | undefined
  const granted = new Set<string>()
  const calls: string[] = []
  let nextFailure: Error | undefined
  let nextBalanceFailure: Error | undefined
  let gate: Promise<void> | undefined
  let balanceGate: Promise<void> | undefined

  // A paused call waits until the test releases it, so states in between can be observed.
  const waitForGate = async () => {
    const current = gate
    gate = undefined
    await current
  }
  const failIfAsked = () => {
    const failure = nextFailure
    nextFailure = undefined
    if (failure) throw failure
  }
  const walletFor = (connectorId: string) => {
    const wallet = wallets.find((candidate) => candidate.connector.id === connectorId)
    if (!wallet) throw new Error(`no wallet ${connectorId}`)
    return wallet
  }
  const connection = (wallet: Wallet, requested: CaipNetwork): AdapterConnection => ({
    connectorId: wallet.connector.id,
    accounts: [
      { address: wallet.address, ...(wallet.publicKey ? { publicKey: wallet.publicKey } : {}) },
      ...(wallet.otherAddresses ?? []).map((address) => ({ address })),
    ],
    chainId: wallet.chainId ?? requested.id,
  })

  // The embedded wallet's AUTH connector, when the client has one: connected over its providers, as
  // adapter-evm (EIP-1193) and adapter-solana do, so core's approvals sit between this and the frame.
  let embedded: EmbeddedWalletConnector | undefined
  const embeddedConnection = async (
    wallet: EmbeddedWalletConnector,
    caipNetwork: CaipNetwork,
    prompt: boolean,
  ): Promise<AdapterConnection | undefined> => {
    if (namespace === 'solana') {
      const granted = await wallet.solanaProvider.connect().catch((error: unknown) => {
        if (prompt) throw error
        return undefined
      })
      return granted
        ? {
            connectorId: AUTH_CONNECTOR_ID,
            accounts: [{ address: granted.publicKey }],
            chainId: caipNetwork.id,
          }
        : undefined
    }
    const method = prompt ? 'eth_requestAccounts' : 'eth_accounts'
    const accounts = (await wallet.evmProvider.request({ method })) as string[]
    if (accounts.length === 0) return undefined
    const chainId = Number(await wallet.evmProvider.request({ method: 'eth_chainId' }))
    return { connectorId: AUTH_CONNECTOR_ID, accounts: accounts.map((address) => ({ address })), chainId }
  }
  const isEmbedded = (connectorId: string) => embedded !== undefined && connectorId === AUTH_CONNECTOR_ID

  const adapter: ChainAdapter = {
    namespace,
    capabilities: { ...allCapabilities, ...capabilities },
    setup: (setup: AdapterSetup) => {
      calls.push('setup')
      events = setup.events
      embedded = setup.embeddedWallet
      const auth = embedded?.connectors.find((connector) => connector.chain === namespace)
      // As adapter-evm's wagmi connector does: the AUTH provider's active address is the account's (appkit #4008).
      if (namespace === 'eip155')
        embedded?.evmProvider.on('accountsChanged', (accounts) =>
          setup.events.accountsChanged({
            connectorId: AUTH_CONNECTOR_ID,
            accounts: (accounts as string[]).map((address) => ({ address })),
          }),
        )
      events.connectorsChanged([...wallets.map((wallet) => wallet.connector), ...(auth ? [auth] : [])])
    },
    connect: async ({ connectorId, caipNetwork }) => {
      calls.push(`connect:${connectorId}`)
      await waitForGate()
      failIfAsked()
      if (embedded && isEmbedded(connectorId)) {
        const connection = await embeddedConnection(embedded, caipNetwork, true)
        if (!connection) throw new Error('the embedded wallet granted no account')
        return connection
      }
      granted.add(connectorId)
      return connection(walletFor(connectorId), caipNetwork)
    },
    reconnect: async ({ connectorId, caipNetwork }) => {
      calls.push(`reconnect:${connectorId}`)
      await waitForGate()
      failIfAsked()
      if (embedded && isEmbedded(connectorId)) return embeddedConnection(embedded, caipNetwork, false)
      return granted.has(connectorId) ? connection(walletFor(connectorId), caipNetwork) : undefined
    },
    disconnect: async ({ connectorId }) => {
      calls.push(`disconnect:${connectorId}`)
      failIfAsked()
      granted.delete(connectorId)
    },
    switchNetwork: async ({ connectorId, caipNetwork }) => {
      calls.push(`switchNetwork:${caipNetwork.caipNetworkId}`)
      await waitForGate()
      failIfAsked()
      if (embedded && isEmbedded(connectorId) && namespace === 'eip155') {
        const chainId = `0x${Number(caipNetwork.id).toString(16)}`
        await embedded.evmProvider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
        return
      }
      walletFor(connectorId).chainId = caipNetwork.id
    },
    signMessage: async ({ address, message }) => {
      calls.push(`signMessage:${message}`)
      await waitForGate()
      failIfAsked()
      return signMessage ? signMessage({ address, message }) : '0xsigned'
    },
    getBalance: async ({ address, caipNetwork }) => {
      calls.push(`getBalance:${caipNetwork.caipNetworkId}:${address}`)
      const held = balanceGate
      balanceGate = undefined
      await held
      const failure = nextBalanceFailure
      nextBalanceFailure = undefined
      if (failure) throw failure
      const wallet = wallets.find((candidate) => candidate.address === address)
      return { balance: wallet?.balance ?? '0', symbol: caipNetwork.nativeCurrency.symbol }
    },
    sendTransaction: async ({ caipNetwork, to, value, tokenAddress }) => {
      calls.push(`sendTransaction:${caipNetwork.caipNetworkId}:${to}:${value}:${tokenAddress ?? 'native'}`)
      await waitForGate()
      failIfAsked()
      return `0x${'ab'.repeat(32)}`
    },
    estimateSendFee: async ({ value, tokenAddress }) => {
      calls.push(`estimateSendFee:${value}:${tokenAddress ?? 'native'}`)
      return TEST_SEND_FEE
    },
    getProvider: (connectorId) =>
      isEmbedded(connectorId)
        ? namespace === 'solana'
          ? embedded?.solanaProvider
          : embedded?.evmProvider
        : undefined,
  }

  return {
    adapter,
    calls,
    grant: (connectorId: string) => granted.add(connectorId),
    failNext: (error: Error) => {
      nextFailure = error
    },
    /** The next balance read fails with `error`. */
    failNextBalance: (error: Error) => {
      nextBalanceFailure = error
    },
    /** The chain's view of an address's native balance changes (a transfer landed). */
    setBalance: (address: string, balance: string) => {
      for (const wallet of wallets) if (wallet.address === address) wallet.balance = balance
    },
    /** Holds the next balance read until the returned function is called: a slow chain. */
    pauseNextBalance: () => {
      let release: () => void = () => undefined
      balanceGate = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release()
    },
    /** Holds the next connect, reconnect, network switch or signature until the returned function is called. */
    pauseNext: () => {
      let release: () => void = () => undefined
      gate = new Promise<void>((resolve) => {
        release = resolve
      })
      return () => release()
    },
    /** The page's wallets changed (one installed or removed): the adapter reports the new list. */
    announce: (connectors: Connector[]) => events?.connectorsChanged(connectors),
    /** The wallet acting on its own side, as a browser extension would. */
    wallet: {
      changeChain: (connectorId: string, chainId: number | string) =>
        events?.chainChanged({ connectorId, chainId }),
      changeAccounts: (connectorId: string, addresses: string[]) =>
        events?.accountsChanged({ connectorId, accounts: addresses.map((address) => ({ address })) }),
      disconnect: (connectorId: string) => events?.disconnected({ connectorId }),
    },
  }
}

/** A connector as an adapter reports it; its name is its id unless given. */
export function testConnector(
  namespace: ChainNamespace,
  id: string,
  type: Connector['type'] = 'ANNOUNCED',
  name = id,
): Connector {
  return { id, name, type, chain: namespace }
}
