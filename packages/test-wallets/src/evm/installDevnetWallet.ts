import { mnemonicToAccount } from 'viem/accounts'
import { announceEip6963Provider } from './announceEip6963Provider'
import { createEvmTestWallet, type EvmTestWallet } from './createEvmTestWallet'
import type { KnownChain } from './walletState'

/** anvil's public test mnemonic, the one @portico/devnet funds; public keys are what a devnet wants. */
export const DEVNET_WALLET_MNEMONIC = 'test test test test test test test test test test test junk'
/** Index 0 deploys the devnet's fixtures, so the page's wallet holds the next account. */
export const DEVNET_WALLET_ACCOUNT_INDEX = 1
/** Like an extension, the wallet remembers across reloads that it granted the site its account. */
export const DEVNET_WALLET_GRANT_KEY = 'porticoDevnetWallet.granted'

export type InstallDevnetWalletParameters = {
  /** The chains the wallet knows at start; a switch to any other runs the 4902 → add → retry path. */
  chains: [KnownChain, ...KnownChain[]]
  accountIndex?: number
  /** The page; `window` by default. */
  target?: Window
}

declare global {
  interface Window {
    /** The page's devnet wallet, for tests to act as its user (rejectNext, delayNext, switchChain…). */
    porticoDevnetWallet?: EvmTestWallet
  }
}

/**
 * Puts the "Portico Devnet Wallet" into a page with one call: announced the EIP-6963 way, its grant
 * kept across reloads, and reachable as `window.porticoDevnetWallet`.
 */
export async function installDevnetWallet({
  chains,
  accountIndex = DEVNET_WALLET_ACCOUNT_INDEX,
  target = window,
}: InstallDevnetWalletParameters): Promise<EvmTestWallet> {
  const wallet = createEvmTestWallet({
    accounts: [mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: accountIndex })],
    chains,
  })
  if (target.localStorage.getItem(DEVNET_WALLET_GRANT_KEY) === 'true') {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
  }
  target.addEventListener('pagehide', () =>
    target.localStorage.setItem(DEVNET_WALLET_GRANT_KEY, String(wallet.granted)),
  )
  target.porticoDevnetWallet = wallet
  announceEip6963Provider(target, wallet.provider)
  return wallet
}
