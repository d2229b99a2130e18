import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { LocalStack } from '../stack/loadLocalStack'
import { openDemoWallet } from './openDemoWallet'
import { WalletPage } from './WalletPage'

/** The /wallet page: its own chunk, so the demo's host page never loads a wallet's WalletConnect client. */
export async function startWalletPage(root: HTMLElement, stack: LocalStack) {
  const wallet = await openDemoWallet(stack)
  createRoot(root).render(
    <StrictMode>
      <WalletPage wallet={wallet} />
    </StrictMode>,
  )
}
