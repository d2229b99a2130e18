import { createEvmAdapter } from '@portico/adapter-evm'
import { createSolanaAdapter } from '@portico/adapter-solana'
import type { CaipNetwork } from '@portico/core'
import { createPortico } from '@portico/react'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoNetworks } from './demoNetworks'

export const DEMO_PROJECT_ID = 'portico-demo'

/** The host app's Portico: the devnet chains through the EVM and Solana adapters, the local cloud and relay, the modal. */
export function createDemoPortico(stack: LocalStack, pageOrigin = window.location.origin) {
  const byNamespace = demoNetworks(stack)
  const networks: [CaipNetwork, ...CaipNetwork[]] = [...byNamespace.evm, ...byNamespace.solana]
  const evm = createEvmAdapter({ networks: byNamespace.evm })
  const solana = createSolanaAdapter()
  const client = createPortico({
    projectId: DEMO_PROJECT_ID,
    apiUrl: stack.cloudUrl,
    relayUrl: stack.relayUrl,
    networks,
    adapters: [evm, solana],
    metadata: {
      name: 'Portico demo',
      description: 'A host app on the local stack',
      url: pageOrigin,
      icons: [],
    },
  })
  return { client, evm, solana, networks }
}
