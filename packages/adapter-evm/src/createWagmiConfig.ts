import type { CaipNetwork } from '@portico/core'
import { type Config, createConfig, http, type Storage } from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from './toViemChain'

export type CreateWagmiConfigParameters = {
  networks: readonly CaipNetwork[]
  /** wagmi's own persistence; none by default, since core stores the connections (SPEC §3). */
  storage?: Storage | null
}

/**
 * The wagmi config the adapter drives and a host may share. Discovery is Portico's (EIP-6963 on a
 * chosen target), so wagmi's own mipd discovery is off.
 */
export function createWagmiConfig({ networks, storage = null }: CreateWagmiConfigParameters): Config {
  const chains = networks.filter((network) => network.chainNamespace === 'eip155').map(toViemChain)
  const [first, ...rest] = chains
  if (!first) throw new Error('The EVM adapter needs at least one eip155 network')
  const transports = Object.fromEntries(
    chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])]),
  ) as Record<number, ReturnType<typeof http>>
  return createConfig({
    chains: [first, ...rest] as [Chain, ...Chain[]],
    transports,
    storage,
    multiInjectedProviderDiscovery: false,
  })
}
