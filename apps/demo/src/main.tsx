import { PorticoProvider } from '@portico/react'
import { installDevnetWallet } from '@portico/test-wallets'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoPortico } from './portico/createDemoPortico'
import { recordStatuses } from './portico/recordStatuses'
import { loadLocalStack } from './stack/loadLocalStack'
import './styles.css'

async function start() {
  const root = document.getElementById('root')
  if (!root) throw new Error('The demo page has no #root element')
  const stack = await loadLocalStack()
  // /wallet: the demo's WalletConnect wallet, to pair with the modal from a second tab.
  if (window.location.pathname.replace(/\/$/, '') === '/wallet') {
    const { startWalletPage } = await import('./wallet/startWalletPage')
    return startWalletPage(root, stack)
  }
  const [firstChain] = stack.chains
  // `?wallet=none` shows the page as a visitor without a browser wallet sees it.
  if (firstChain && new URLSearchParams(window.location.search).get('wallet') !== 'none') {
    const { chainId, rpcUrl, name } = firstChain
    await installDevnetWallet({ chains: [{ chainId, rpcUrl, name }] })
  }
  const demo = createDemoPortico(stack)
  const statuses = recordStatuses(demo.client)
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider client={demo.client}>
        <App stack={stack} evm={demo.evm} networks={demo.networks} statuses={statuses} />
      </PorticoProvider>
    </StrictMode>,
  )
}

void start()
