import { PorticoProvider } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoPortico } from './portico/createDemoPortico'
import { recordStatuses } from './portico/recordStatuses'
import { showStartupError } from './showStartupError'
import { loadLocalStack } from './stack/loadLocalStack'
import { installDemoWallet } from './wallet/installDemoWallet'
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
  await installDemoWallet(stack)
  const demo = createDemoPortico(stack)
  const statuses = recordStatuses(demo.client)
  createRoot(root).render(
    <StrictMode>
      <PorticoProvider client={demo.client}>
        <App
          stack={stack}
          evm={demo.evm}
          solana={demo.solana}
          bitcoin={demo.bitcoin}
          polkadot={demo.polkadot}
          cosmos={demo.cosmos}
          networks={demo.networks}
          statuses={statuses}
        />
      </PorticoProvider>
    </StrictMode>,
  )
}

// Shown on the page and still thrown, so the console and a test's pageerror have it too.
start().catch((error: unknown) => {
  showStartupError(document.getElementById('root') ?? document.body, error)
  throw error
})
