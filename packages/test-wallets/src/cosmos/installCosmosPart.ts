import type { GrantStorage } from '../evm/grantStorage'
import { DEVNET_COSMOS_PROVIDER_GLOBAL, DEVNET_COSMOS_WALLET_GRANT_KEY } from './constants'
import type { CosmosTestWalletChainInfo } from './createCosmosTestWallet'
import { type CosmosTestWallet, createCosmosTestWallet } from './createCosmosTestWallet'

type KeptState = { granted: string[]; suggested: CosmosTestWalletChainInfo[] }

function readKept(storage: GrantStorage | undefined): KeptState {
  try {
    const kept = JSON.parse(
      storage?.getItem(DEVNET_COSMOS_WALLET_GRANT_KEY) ?? 'null',
    ) as Partial<KeptState> | null
    return { granted: kept?.granted ?? [], suggested: kept?.suggested ?? [] }
  } catch {
    return { granted: [], suggested: [] }
  }
}

/**
 * The devnet wallet's Keplr-compatible part: on `window[DEVNET_COSMOS_PROVIDER_GLOBAL]`, firing
 * keplr_keystorechange on the page, its grants and suggested chains kept across reloads like an extension's.
 */
export function installCosmosPart(
  target: Window,
  storage: GrantStorage | undefined,
  mnemonic: string,
): CosmosTestWallet {
  const cosmos = createCosmosTestWallet({ mnemonic, target, ...readKept(storage) })
  target.addEventListener('pagehide', () =>
    storage?.setItem(
      DEVNET_COSMOS_WALLET_GRANT_KEY,
      JSON.stringify({ granted: cosmos.granted, suggested: cosmos.suggested }),
    ),
  )
  ;(target as unknown as Record<string, unknown>)[DEVNET_COSMOS_PROVIDER_GLOBAL] = cosmos.provider
  return cosmos
}
