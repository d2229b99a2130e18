import { createBitcoinAdapter } from '@portico/adapter-bitcoin'
import { createCosmosAdapter, DEFAULT_INJECTED_WALLETS } from '@portico/adapter-cosmos'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createPolkadotAdapter, DEFAULT_POLKADOT_EXTENSIONS } from '@portico/adapter-polkadot'
import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork, PorticoOptions } from '@portico/core'
import { DEVNET_COSMOS_WALLET, DEVNET_POLKADOT_EXTENSION } from '@portico/test-wallets'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoAccountTypeFromUrl } from './demoAccountTypeFromUrl'
import { demoNetworks } from './demoNetworks'
import { demoProjectFromUrl } from './demoProjectFromUrl'
import { DEMO_PROJECT_ID } from './demoProjectId'
import { demoSiwx, signInModeFromUrl, signInStorageFromUrl } from './demoSignIn'
import { demoSwapNetworksFromUrl } from './demoSwapNetworksFromUrl'

export { DEMO_PROJECT_ID }

/**
 * The host's Portico options, shared by the React page and the page without React: the devnet
 * chains through the EVM and Solana adapters, Bitcoin regtest through the Bitcoin one, the local
 * Polkadot chain and two Cosmos chains through theirs, the local cloud and relay, and the embedded wallet
 * (email login) through the stack's secure frame.
 */
export function demoPorticoOptions(stack: LocalStack, pageOrigin = window.location.origin) {
  const byNamespace = demoNetworks(stack)
  const networks: [CaipNetwork, ...CaipNetwork[]] = [
    ...byNamespace.evm,
    ...byNamespace.solana,
    ...byNamespace.bitcoin,
    ...byNamespace.polkadot,
    ...byNamespace.cosmos,
  ]
  const evm = createEvmAdapter({ networks: byNamespace.evm })
  const solana = createSolanaAdapter()
  const bitcoin = createBitcoinAdapter()
  // The devnet wallet's Polkadot and Cosmos parts are listed beside the known extensions, as one row with its others.
  const polkadot = createPolkadotAdapter({
    appName: 'Portico demo',
    extensions: [...DEFAULT_POLKADOT_EXTENSIONS, DEVNET_POLKADOT_EXTENSION],
  })
  const cosmos = createCosmosAdapter({ wallets: [...DEFAULT_INJECTED_WALLETS, DEVNET_COSMOS_WALLET] })
  const siwx = demoSiwx(stack, signInModeFromUrl(), signInStorageFromUrl())
  const defaultAccountTypes = demoAccountTypeFromUrl()
  const options = {
    projectId: demoProjectFromUrl(stack),
    apiUrl: stack.cloudUrl,
    // The local stack's names zone (the devnet's DEVNET_NAME_ZONE, which the cloud reads from devnet.json).
    nameZone: 'portico.test',
    relayUrl: stack.relayUrl,
    networks,
    // The stack's cloud offers swaps on the devnet's chains (their Uniswap V2 market, --swap-networks).
    swapNetworks: demoSwapNetworksFromUrl(stack),
    adapters: [evm, solana, bitcoin, polkadot, cosmos],
    metadata: {
      name: 'Portico demo',
      description: 'A host app on the local stack',
      url: pageOrigin,
      icons: [],
    },
    // The bridge loads on first need (or at start after an email login), never in the first chunk.
    embeddedWallet: { frameUrl: stack.frameUrl, load: () => import('@portico/embedded-wallet') },
    ...(siwx ? { siwx } : {}),
    ...(defaultAccountTypes ? { defaultAccountTypes } : {}),
  } satisfies PorticoOptions
  return { options, evm, solana, bitcoin, polkadot, cosmos, networks }
}
