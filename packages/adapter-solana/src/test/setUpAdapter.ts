import { type CaipNetwork, porticoSolanaDevnet } from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach } from 'vitest'
import { type CreateSolanaAdapterParameters, createSolanaAdapter } from '../createSolanaAdapter'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** Registers wallets on the page's real Wallet Standard registry until the test ends. */
export function registerWallets(...wallets: Wallet[]): () => void {
  const unregister = getWallets().register(...wallets)
  cleanups.push(unregister)
  return unregister
}

/** The Portico Solana Devnet network pointed at an RPC of the test's own (or at none). */
export function localNetwork(rpcUrl = 'http://127.0.0.1:1'): CaipNetwork {
  return { ...porticoSolanaDevnet, rpcUrls: { default: { http: [rpcUrl] } } }
}

/** A Solana adapter set up on its own event target, recording what it reports to core. */
export async function setUpAdapter(
  parameters: CreateSolanaAdapterParameters = {},
  networks: CaipNetwork[] = [localNetwork()],
) {
  const recorder = recordAdapterEvents()
  const target = parameters.target ?? new EventTarget()
  const adapter = createSolanaAdapter({ reconnectWaitMs: 0, ...parameters, target })
  await adapter.setup({
    networks,
    events: recorder.events,
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
  })
  cleanups.push(() => adapter.destroy())
  return { adapter, target, network: networks[0] as CaipNetwork, ...recorder }
}
