import { announceEip6963Provider, createEvmTestWallet, type EvmTestWallet } from '@portico/test-wallets'
import { mnemonicToAccount } from 'viem/accounts'
import type { DemoChain } from '../stack/loadLocalStack'

/** anvil's public test mnemonic (@portico/devnet's accounts); the demo wallet holds account index 1. */
const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEMO_WALLET_ACCOUNT_INDEX = 1
/** Like an extension, the wallet remembers across reloads that it granted this site its account. */
const GRANT_KEY = 'porticoDevnetWallet.granted'

declare global {
  interface Window {
    /** The demo's browser wallet, for tests to act as its user (rejectNext, switchChain, disconnect…). */
    porticoDevnetWallet?: EvmTestWallet
  }
}

/**
 * Installs the "Portico Devnet Wallet" the EIP-6963 way. It knows only the first chain at start, so a
 * switch to the second runs SPEC §4's 4902 → add → retry path.
 */
export async function installDevnetWallet(firstChain: DemoChain): Promise<EvmTestWallet> {
  const wallet = createEvmTestWallet({
    accounts: [mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: DEMO_WALLET_ACCOUNT_INDEX })],
    chains: [{ chainId: firstChain.chainId, rpcUrl: firstChain.rpcUrl, name: firstChain.name }],
  })
  if (localStorage.getItem(GRANT_KEY) === 'true')
    await wallet.provider.request({ method: 'eth_requestAccounts' })
  window.addEventListener('pagehide', () => localStorage.setItem(GRANT_KEY, String(wallet.granted)))
  window.porticoDevnetWallet = wallet
  announceEip6963Provider(window, wallet.provider)
  return wallet
}
