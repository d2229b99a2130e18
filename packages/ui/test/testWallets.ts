import type { AdapterConnection, AdapterEvents, ChainAdapter, ChainNamespace, Connector } from '@portico/core'

/** Real catalogue networks, as a host would configure them. */
export { base, ethereum as mainnet } from '@portico/core'

type Wallet = { connector: Connector; address: string }

/** EIP-1193's refusal, as a wallet reports it when the visitor says no. */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * An in-test ChainAdapter that reports wallets and answers connects like a browser extension
 * would; `failNext` makes the next request fail as the wallet would.
 */
export function createTestWallets(namespace: ChainNamespace, wallets: Wallet[]) {
  let events: AdapterEvents | undefined
  let nextFailure: Error | undefined
  const chainIds = new Map<string, number | string>()
  const calls: string[] = []
  const walletFor = (connectorId: string) => {
    const wallet = wallets.find((candidate) => candidate.connector.id === connectorId)
    if (!wallet) throw new Error(`no wallet ${connectorId}`)
    return wallet
  }
  const failIfAsked = () => {
    const failure = nextFailure
    nextFailure = undefined
    if (failure) throw failure
  }
  const connection = (wallet: Wallet, fallbackChainId: number | string): AdapterConnection => ({
    connectorId: wallet.connector.id,
    accounts: [{ address: wallet.address }],
    chainId: chainIds.get(wallet.connector.id) ?? fallbackChainId,
  })
  const adapter: ChainAdapter = {
    namespace,
    capabilities: {
      balance: false,
      send: false,
      activity: false,
      names: false,
      onramp: false,
      signMessage: true,
      switchNetwork: true,
      estimateGas: false,
      writeContract: false,
    },
    setup: (setup) => {
      events = setup.events
      events.connectorsChanged(wallets.map((wallet) => wallet.connector))
    },
    connect: async ({ connectorId, caipNetwork }) => {
      calls.push(`connect:${connectorId}`)
      failIfAsked()
      return connection(walletFor(connectorId), caipNetwork.id)
    },
    reconnect: async () => undefined,
    disconnect: async ({ connectorId }) => {
      calls.push(`disconnect:${connectorId}`)
    },
    switchNetwork: async ({ connectorId, caipNetwork }) => {
      calls.push(`switchNetwork:${caipNetwork.caipNetworkId}`)
      failIfAsked()
      chainIds.set(connectorId, caipNetwork.id)
      events?.chainChanged({ connectorId, chainId: caipNetwork.id })
    },
    signMessage: async () => '0xsigned',
  }
  return {
    adapter,
    calls,
    failNext: (error: Error) => {
      nextFailure = error
    },
    announce: (connectors: Connector[]) => events?.connectorsChanged(connectors),
  }
}

export function walletConnector(
  namespace: ChainNamespace,
  id: string,
  name: string,
  type: Connector['type'] = 'ANNOUNCED',
): Connector {
  return { id, name, type, chain: namespace }
}
