// The bare baseline: React, wagmi, viem and the injected connector, with no modal at all.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, useAccount, useConnect, WagmiProvider } from 'wagmi'
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

function Page() {
  const { isConnected, address } = useAccount()
  const { connect, connectors } = useConnect()
  useEffect(() => markConnected(isConnected), [isConnected])
  return (
    <>
      <div id="connect">
        <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
          Connect Wallet
        </button>
      </div>
      <output id="status">{isConnected ? address : 'disconnected'}</output>
    </>
  )
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
