import { createEvmAdapter } from '@portico/adapter-evm'
import { createPortico } from '@portico/react'
import type { LocalStack } from '../stack/loadLocalStack'
import { demoNetworks } from './demoNetworks'

export const DEMO_PROJECT_ID = 'portico-demo'

/** The host app's Portico: both devnet chains through the EVM adapter, the local cloud and relay, the modal. */
export function createDemoPortico(stack: LocalStack, pageOrigin = window.location.origin) {
  const networks = demoNetworks(stack)
  const evm = createEvmAdapter({ networks })
  const client = createPortico({
    projectId: DEMO_PROJECT_ID,
    apiUrl: stack.cloudUrl,
    relayUrl: stack.relayUrl,
    networks,
    adapters: [evm],
    metadata: {
      name: 'Portico demo',
      description: 'A host app on the local stack',
      url: pageOrigin,
      icons: [],
    },
  })
  return { client, evm, networks }
}
