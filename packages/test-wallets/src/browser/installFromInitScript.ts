import {
  type DevnetWallet,
  type InstallDevnetWalletParameters,
  installDevnetWallet,
} from '../evm/installDevnetWallet'

/** The global an earlier init script sets to the wallet's options (`addDevnetWallet` of ./playwright). */
export const INIT_OPTIONS_GLOBAL = '__porticoDevnetWalletOptions'

export type DevnetWalletInitOptions = Omit<InstallDevnetWalletParameters, 'target'>

/** The local stack's first chain (ARCHITECTURE.md "The local stack": 31337 on 8545) and Solana RPC. */
export const DEFAULT_INIT_OPTIONS: DevnetWalletInitOptions = {
  chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Portico Devnet' }],
}

/**
 * What the browser bundle runs in each new document. Init scripts also run on about:blank, where a
 * wallet has no page to serve: there it does nothing.
 */
export function installFromInitScript(page: Window): Promise<DevnetWallet> | undefined {
  if (!/^https?:$/.test(page.location?.protocol ?? '')) return undefined
  const options = (page as unknown as Record<string, DevnetWalletInitOptions | undefined>)[
    INIT_OPTIONS_GLOBAL
  ]
  return installDevnetWallet({ ...(options ?? DEFAULT_INIT_OPTIONS), target: page })
}
