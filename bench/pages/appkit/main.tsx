// The minimal AppKit page: createAppKit with the wagmi adapter, its button, one EVM network, injected.

import { defineChain } from '@reown/appkit/networks'
import { createAppKit, useAppKitAccount } from '@reown/appkit/react'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { benchChain, benchConfig, markConnected } from '../shared/benchConfig'

const config = benchConfig()
const network = defineChain({
  ...benchChain(config),
  caipNetworkId: `eip155:${config.chainId}`,
  chainNamespace: 'eip155',
})
const wagmiAdapter = new WagmiAdapter({
  networks: [network],
  projectId: config.projectId,
  connectors: [injected()],
})
createAppKit({
  adapters: [wagmiAdapter],
  networks: [network],
  projectId: config.projectId,
  metadata: { name: 'bench', description: 'bench page', url: window.location.origin, icons: [] },
})
const queryClient = new QueryClient()

function ConnectedState() {
  const { isConnected, address } = useAppKitAccount()
  useEffect(() => markConnected(isConnected), [isConnected])
  return <output id="status">{isConnected ? address : 'disconnected'}</output>
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <div id="connect">{createElement('appkit-button')}</div>
        <ConnectedState />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
