import { createBitcoinAdapter } from '@portico/adapter-bitcoin'
import { createEvmAdapter } from '@portico/adapter-evm'
import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork, PorticoOptions } from '@portico/core'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoNetworks } from './demoNetworks'
import { DEMO_PROJECT_ID } from './demoProjectId'
import { demoSiwx, signInModeFromUrl, signInStorageFromUrl } from './demoSignIn'

export { DEMO_PROJECT_ID }

/**
 * The host's Portico options, shared by the React page and the page without React: the devnet
 * chains through the EVM and Solana adapters, Bitcoin regtest through the Bitcoin one, the local cloud
 * and relay.
 */
export function demoPorticoOptions(stack: LocalStack, pageOrigin = window.location.origin) {
  const byNamespace = demoNetworks(stack)
  const networks: [CaipNetwork, ...CaipNetwork[]] = [
    ...byNamespace.evm,
    ...byNamespace.solana,
    ...byNamespace.bitcoin,
  ]
  const evm = createEvmAdapter({ networks: byNamespace.evm })
  const solana = createSolanaAdapter()
  const bitcoin = createBitcoinAdapter()
  const siwx = demoSiwx(stack, signInModeFromUrl(), signInStorageFromUrl())
  const options = {
    projectId: DEMO_PROJECT_ID,
    apiUrl: stack.cloudUrl,
    relayUrl: stack.relayUrl,
    networks,
    adapters: [evm, solana, bitcoin],
    metadata: {
      name: 'Portico demo',
      description: 'A host app on the local stack',
      url: pageOrigin,
      icons: [],
    },
    ...(siwx ? { siwx } : {}),
  } satisfies PorticoOptions
  return { options, evm, solana, bitcoin, networks }
}
