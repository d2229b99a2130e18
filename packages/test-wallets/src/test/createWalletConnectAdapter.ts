import {
  type AdapterCapabilities,
  type ChainAdapter,
  createWalletConnectRoute,
  UNSUPPORTED_CHAIN,
  type WalletConnectConnector,
  type WalletConnectNamespace,
} from '@portico/core'

const CAPABILITIES: AdapterCapabilities = {
  balance: false,
  send: false,
  activity: false,
  names: false,
  onramp: false,
  signMessage: true,
  switchNetwork: false,
  estimateGas: false,
  writeContract: false,
}

/**
 * A ChainAdapter whose only wallet is WalletConnect, wired the way a real adapter hands its
 * WALLET_CONNECT connector to the shared connector: through createWalletConnectRoute.
 */
export function createWalletConnectAdapter(
  connector: WalletConnectConnector,
  namespace: WalletConnectNamespace,
): ChainAdapter {
  const route = createWalletConnectRoute(connector, namespace)
  return {
    namespace,
    capabilities: CAPABILITIES,
    setup({ events }) {
      events.connectorsChanged(connector.connectors.filter(({ chain }) => chain === namespace))
      route.watch(events)
    },
    connect: () => route.connect(),
    reconnect: () => route.reconnect(),
    disconnect: () => route.disconnect(),
    async switchNetwork() {
      throw new Error(UNSUPPORTED_CHAIN)
    },
    signMessage: ({ address, message }) => route.signMessage({ address, message }),
  }
}
