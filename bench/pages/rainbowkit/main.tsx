// The minimal RainbowKit page: its provider and ConnectButton, one EVM network, the injected wallet.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, connectorsForWallets, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi'
import { benchChain, benchConfig, markConnected } from '../shared/benchConfig'

const config = benchConfig()
const chain = defineChain(benchChain(config))
const connectors = connectorsForWallets([{ groupName: 'Wallets', wallets: [injectedWallet] }], {
  appName: 'bench',
  projectId: config.projectId,
})
const wagmiConfig = createConfig({
  chains: [chain],
  connectors,
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
        <RainbowKitProvider>
          <div id="connect">
            <ConnectButton />
          </div>
          <ConnectedState />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
