// The minimal ConnectKit page: its provider and button, one EVM network, the injected connector.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider } from 'connectkit'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { benchChain, benchConfig, markConnected } from '../shared/benchConfig'

const config = benchConfig()
const chain = defineChain(benchChain(config))
const wagmiConfig = createConfig({
  chains: [chain],
  connectors: [injected()],
  transports: { [chain.id]: http(config.rpcUrl) },
})
const queryClient = new QueryClient()

function ConnectedState() {
  const { isConnected, address } = useAccount()
  useEffect(() => markConnected(isConnected), [isConnected])
  return <output id="status">{isConnected ? address : 'disconnected'}</output>
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <div id="connect">
            <ConnectKitButton />
          </div>
          <ConnectedState />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
