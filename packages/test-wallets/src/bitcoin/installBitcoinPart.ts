import { registerWallet } from '@wallet-standard/wallet'
import type { GrantStorage } from '../evm/grantStorage'
import {
  BITCOIN_PROVIDER_PATH,
  type BitcoinTestWalletNetwork,
  DEVNET_BITCOIN_WALLET_GRANT_KEY,
} from './constants'
import { createBitcoinStandardWallet } from './createBitcoinStandardWallet'
import { type BitcoinTestWallet, createBitcoinTestWallet } from './createBitcoinTestWallet'

type WindowGlobals = Record<string, unknown> & { btc_providers?: unknown[] }

/**
 * The devnet wallet's Bitcoin part as a WBIP004 wallet: its provider at `BITCOIN_PROVIDER_PATH` on the
 * page and its entry on `window.btc_providers` (beside any other wallet's), its trust kept across reloads
 * like an extension's; with `walletStandard`, the same wallet registered through the Wallet Standard too
 * (on the global `window`, as the Solana part). Same name and icon as the EVM part, so a host lists one
 * multi-chain wallet.
 */
export function installBitcoinPart(
  target: Window,
  storage: GrantStorage | undefined,
  mnemonic: string,
  { network, walletStandard = false }: { network?: BitcoinTestWalletNetwork; walletStandard?: boolean } = {},
): BitcoinTestWallet {
  const bitcoin = createBitcoinTestWallet({
    mnemonic,
    granted: storage?.getItem(DEVNET_BITCOIN_WALLET_GRANT_KEY) === 'true',
    ...(network ? { network } : {}),
  })
  target.addEventListener('pagehide', () =>
    storage?.setItem(DEVNET_BITCOIN_WALLET_GRANT_KEY, String(bitcoin.granted)),
  )
  const globals = target as unknown as WindowGlobals
  const [root = '', key = ''] = BITCOIN_PROVIDER_PATH.split('.')
  const holder = (globals[root] ?? {}) as Record<string, unknown>
  holder[key] = bitcoin.provider
  globals[root] = holder
  globals.btc_providers = [
    ...(Array.isArray(globals.btc_providers) ? globals.btc_providers : []),
    bitcoin.providerInfo,
  ]
  if (walletStandard) registerWallet(createBitcoinStandardWallet(bitcoin))
  return bitcoin
}
