'use client'

import { createEvmAdapter } from '@portico/adapter-evm'
import {
  cookieStorage,
  createPortico,
  defineNetwork,
  type PorticoInitialState,
  PorticoProvider,
} from '@portico/react'
import { type ReactNode, useState } from 'react'

export type PorticoConfig = { rpcUrl: string; apiUrl: string; initialState: PorticoInitialState | undefined }

function createClient({ rpcUrl, apiUrl, initialState }: PorticoConfig) {
  const chain = defineNetwork({
    id: 31337,
    name: 'Portico Devnet',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
  return createPortico({
    projectId: 'portico-demo',
    apiUrl,
    networks: [chain],
    adapters: [createEvmAdapter()],
    // The cookie lets the server render a returning visitor's account; initialState is that render's start.
    storage: cookieStorage(),
    ...(initialState ? { initialState } : {}),
  })
}

/**
 * One client per render root: in the browser that is once per page; on the server, once per request. A
 * client made at module level would be shared by every request the server renders.
 */
export function Providers({ config, children }: { config: PorticoConfig; children: ReactNode }) {
  const [client] = useState(() => createClient(config))
  return <PorticoProvider client={client}>{children}</PorticoProvider>
}
