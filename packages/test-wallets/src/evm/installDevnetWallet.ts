import { registerWallet } from '@wallet-standard/wallet'
import { mnemonicToAccount } from 'viem/accounts'
import type { BitcoinTestWalletNetwork } from '../bitcoin/constants'
import type { BitcoinTestWallet } from '../bitcoin/createBitcoinTestWallet'
import { installBitcoinPart } from '../bitcoin/installBitcoinPart'
import type { CosmosTestWallet } from '../cosmos/createCosmosTestWallet'
import { installCosmosPart } from '../cosmos/installCosmosPart'
import type { PolkadotTestWallet } from '../polkadot/createPolkadotTestWallet'
import { installPolkadotPart } from '../polkadot/installPolkadotPart'
import { DEVNET_SOLANA_WALLET_GRANT_KEY, PORTICO_SOLANA_DEVNET_CHAIN } from '../solana/constants'
import { createSolanaTestWallet, type SolanaTestWallet } from '../solana/createSolanaTestWallet'
import { deriveSolanaSecretKey } from '../solana/deriveSolanaSecretKey'
import { announceEip6963Provider } from './announceEip6963Provider'
import { createEvmTestWallet, type EvmTestWallet } from './createEvmTestWallet'
import { type GrantStorage, grantStorage } from './grantStorage'
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
  /** The page; `window` by default. The Solana part registers on the global `window` (Wallet Standard). */
  target?: Window
  /**
   * The Solana part: the devnet's Solana RPC (default http://127.0.0.1:8899, the description's `solana.rpcUrl`),
   * or `false` for an EVM-only wallet.
   */
  solana?: { rpcUrl?: string } | false
  /** The Keplr-compatible part (on `window.porticoDevnetKeplr`), or `false` to leave it out. */
  cosmos?: boolean
  /** The Polkadot extension (`window.injectedWeb3['portico-devnet-wallet']`), or `false` to leave it out. */
  polkadot?: boolean
  /**
   * The WBIP004 Bitcoin part and the network it starts on (Regtest by default), registered through the Wallet
   * Standard too with `walletStandard: true`; or `false` to leave it out.
   */
  bitcoin?: { network?: BitcoinTestWalletNetwork; walletStandard?: boolean } | false
}

/** The page's wallet: the EVM part's controls, and the Solana part's under `solana`. */
export type DevnetWallet = EvmTestWallet & {
  readonly solana?: SolanaTestWallet
  readonly cosmos?: CosmosTestWallet
  readonly polkadot?: PolkadotTestWallet
  readonly bitcoin?: BitcoinTestWallet
}

declare global {
  interface Window {
    /** The page's devnet wallet, for tests to act as its user (rejectNext, delayNext, switchChain…, solana.…). */
    porticoDevnetWallet?: DevnetWallet
  }
}

function installSolanaPart(
  target: Window,
  storage: GrantStorage | undefined,
  accountIndex: number,
  rpcUrl: string | undefined,
): SolanaTestWallet {
  const solana = createSolanaTestWallet({
    secretKeys: [deriveSolanaSecretKey(DEVNET_WALLET_MNEMONIC, accountIndex)],
    rpcUrls: rpcUrl ? { [PORTICO_SOLANA_DEVNET_CHAIN]: rpcUrl, 'solana:localnet': rpcUrl } : {},
    granted: storage?.getItem(DEVNET_SOLANA_WALLET_GRANT_KEY) === 'true',
  })
  target.addEventListener('pagehide', () =>
    storage?.setItem(DEVNET_SOLANA_WALLET_GRANT_KEY, String(solana.granted)),
  )
  registerWallet(solana.wallet)
  return solana
}

/**
 * Puts the multi-chain "Portico Devnet Wallet" into a page with one call, as Phantom appears: its EVM
 * part announced the EIP-6963 way, its Solana part registered through the Wallet Standard under the same
 * name and icon, both holding devnet account `accountIndex`, its Bitcoin part a WBIP004 provider (BIP-84
 * and BIP-86 keys of the same mnemonic), its Polkadot part an injectedWeb3 extension (sr25519 keys of the
 * same mnemonic), their grants kept across reloads, and reachable as `window.porticoDevnetWallet`
 * (`.solana`, `.cosmos`, `.polkadot`, `.bitcoin` for those parts).
 */
export async function installDevnetWallet({
  chains,
  accountIndex = DEVNET_WALLET_ACCOUNT_INDEX,
  target = window,
  solana = {},
  cosmos = true,
  polkadot = true,
  bitcoin = {},
}: InstallDevnetWalletParameters): Promise<DevnetWallet> {
  const wallet = createEvmTestWallet({
    accounts: [mnemonicToAccount(DEVNET_WALLET_MNEMONIC, { addressIndex: accountIndex })],
    chains,
  })
  const storage = grantStorage(target)
  if (storage?.getItem(DEVNET_WALLET_GRANT_KEY) === 'true') {
    await wallet.provider.request({ method: 'eth_requestAccounts' })
  }
  target.addEventListener('pagehide', () => storage?.setItem(DEVNET_WALLET_GRANT_KEY, String(wallet.granted)))
  // The EVM wallet's state lives in getters: the Solana part is added beside them, not copied over them.
  const devnetWallet: DevnetWallet = solana
    ? Object.defineProperty(wallet, 'solana', {
        value: installSolanaPart(target, storage, accountIndex, solana.rpcUrl),
        enumerable: true,
      })
    : wallet
  if (cosmos)
    Object.defineProperty(devnetWallet, 'cosmos', {
      value: installCosmosPart(target, storage, DEVNET_WALLET_MNEMONIC),
      enumerable: true,
    })
  if (polkadot)
    Object.defineProperty(devnetWallet, 'polkadot', {
      value: installPolkadotPart(target, storage, DEVNET_WALLET_MNEMONIC),
      enumerable: true,
    })
  if (bitcoin)
    Object.defineProperty(devnetWallet, 'bitcoin', {
      value: installBitcoinPart(target, storage, DEVNET_WALLET_MNEMONIC, bitcoin),
      enumerable: true,
    })
  target.porticoDevnetWallet = devnetWallet
  announceEip6963Provider(target, wallet.provider)
  return devnetWallet
}
