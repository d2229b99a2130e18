import type { GrantStorage } from '../evm/grantStorage'
import { DEVNET_POLKADOT_EXTENSION_KEY, DEVNET_POLKADOT_WALLET_GRANT_KEY } from './constants'
import { createPolkadotTestWallet, type PolkadotTestWallet } from './createPolkadotTestWallet'

/**
 * The devnet wallet's Polkadot extension: `window.injectedWeb3['portico-devnet-wallet']`, beside any other
 * extension's entry, its allowance of the site kept across reloads like an extension's.
 */
export function installPolkadotPart(
  target: Window,
  storage: GrantStorage | undefined,
  mnemonic: string,
): PolkadotTestWallet {
  const polkadot = createPolkadotTestWallet({
    mnemonic,
    granted: storage?.getItem(DEVNET_POLKADOT_WALLET_GRANT_KEY) === 'true',
  })
  target.addEventListener('pagehide', () =>
    storage?.setItem(DEVNET_POLKADOT_WALLET_GRANT_KEY, String(polkadot.granted)),
  )
  // As extensions inject: into the shared object, which others may have made already.
  const page = target as unknown as { injectedWeb3?: Record<string, unknown> }
  page.injectedWeb3 ??= {}
  page.injectedWeb3[DEVNET_POLKADOT_EXTENSION_KEY] = polkadot.provider
  return polkadot
}
