import {
  type AdapterSetup,
  type CaipNetwork,
  type ChainAdapter,
  createMemoryStorage,
  createPortico,
  createWalletConnectConnector,
  type PorticoClient,
  type WalletConnectConnector,
  type WalletConnectStorage,
} from '../index'
import { recordAdapterEvents } from './recordAdapterEvents'

export type WalletConnectPagesParameters<adapter extends ChainAdapter> = {
  projectId: string
  /** The local relay's URL, read when a page loads (the relay starts in the test's setup). */
  relayUrl: () => string
  networks: [CaipNetwork, ...CaipNetwork[]]
  /** A fresh adapter for each page load. */
  createAdapter: () => adapter
  /** WalletConnect's key-value storage, which outlives a page like the browser's would. */
  walletConnectStorage: WalletConnectStorage
}

/**
 * Page loads for an adapter's WalletConnect tests on a local relay: `load` makes a client whose adapter
 * serves the shared connector; `reload` sets a fresh adapter up on a connector over the first page's
 * WalletConnect storage (the prefix the first client keeps; a second client in one process gets another);
 * `unload` closes the latest page's relay socket (the page is gone); `close` closes every one.
 */
export function walletConnectPages<adapter extends ChainAdapter>({
  projectId,
  relayUrl,
  networks,
  createAdapter,
  walletConnectStorage,
}: WalletConnectPagesParameters<adapter>) {
  const opened: WalletConnectConnector[] = []
  const storage = createMemoryStorage()
  return {
    async load(): Promise<{ client: PorticoClient; adapter: adapter }> {
      const adapter = createAdapter()
      const setup = adapter.setup.bind(adapter)
      adapter.setup = (parameters: AdapterSetup) => {
        // Caught to close its relay socket after the tests.
        if (parameters.walletConnect) opened.push(parameters.walletConnect)
        return setup(parameters)
      }
      const client = createPortico({
        projectId,
        relayUrl: relayUrl(),
        networks,
        adapters: [adapter],
        storage,
        walletConnectStorage,
      })
      await client.ready
      return { client, adapter }
    },
    reload() {
      const connector = createWalletConnectConnector({
        projectId,
        relayUrl: relayUrl(),
        metadata: { name: 'Portico', description: '', url: 'http://127.0.0.1', icons: [] },
        networks,
        storage: walletConnectStorage,
        customStoragePrefix: `portico-${projectId}`,
        isLocalStack: true,
      })
      opened.push(connector)
      const adapter = createAdapter()
      const recorder = recordAdapterEvents()
      adapter.setup({
        networks,
        events: recorder.events,
        options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: true },
        walletConnect: connector,
      })
      return { adapter, ...recorder }
    },
    async unload() {
      await opened.at(-1)?.close()
    },
    async close() {
      for (const connector of opened) await connector.close()
    },
  }
}
