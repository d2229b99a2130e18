import { createEvmAdapter } from '@portico/adapter-evm'
import { ConnectButton, createPortico, defineNetwork, PorticoProvider, useAccount } from '@portico/react'
import { createRoot } from 'react-dom/client'

// The test starts its own chain and no cloud; it tells the build where they are.
const rpcUrl = import.meta.env.VITE_RPC_URL
const localChain = defineNetwork({
  id: 31337,
  name: 'Local Chain',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
})

const portico = createPortico({
  projectId: 'fresh-app',
  apiUrl: import.meta.env.VITE_API_URL,
  networks: [localChain],
  adapters: [createEvmAdapter()],
})

function Wallet() {
  const { address, isConnected } = useAccount()
  return (
    <main>
      <ConnectButton />
      {isConnected ? <p>Connected as {address}</p> : null}
    </main>
  )
}

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <PorticoProvider client={portico}>
      <Wallet />
    </PorticoProvider>,
  )
