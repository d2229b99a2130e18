// The minimal Portico page: provider, connect button, one EVM network, the injected connector. The
// email page (pages/portico-email) renders the same page with the embedded wallet set up.
import { createEvmAdapter } from '@portico/adapter-evm'
import { type CaipNetwork, type PorticoOptions, porticoDevnet } from '@portico/core'
import { ConnectButton, createPortico, PorticoProvider, useAccount } from '@portico/react'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { type BenchConfig, benchConfig, markConnected } from './benchConfig'

export function renderPorticoPage(
  extraOptions: (config: BenchConfig) => Partial<PorticoOptions> = () => ({}),
): void {
  const config = benchConfig()
  const network: CaipNetwork = {
    ...porticoDevnet,
    id: config.chainId,
    rpcUrls: { default: { http: [config.rpcUrl] } },
  }
  const client = createPortico({
    projectId: config.projectId,
    apiUrl: config.cloudUrl,
    relayUrl: config.relayUrl,
    networks: [network],
    adapters: [createEvmAdapter({ networks: [network] })],
    metadata: { name: 'bench', description: 'bench page', url: window.location.origin, icons: [] },
    ...extraOptions(config),
  })
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <PorticoProvider client={client}>
        <div id="connect">
          <ConnectButton />
        </div>
        <ConnectedState />
      </PorticoProvider>,
    )
  }
}

function ConnectedState() {
  const { isConnected, address } = useAccount()
  useEffect(() => markConnected(isConnected), [isConnected])
  return <output id="status">{isConnected ? address : 'disconnected'}</output>
}
