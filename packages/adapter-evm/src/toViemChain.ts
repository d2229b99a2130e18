import type { CaipNetwork } from '@portico/core'
import { type Chain, defineChain } from 'viem'

/** A SPEC §3 network as the viem chain wagmi works with. */
export function toViemChain(network: CaipNetwork): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
    // e.g. ensUniversalResolver, so wagmi's getEnsAddress / getEnsName resolve on the network.
    ...(network.contracts ? { contracts: network.contracts } : {}),
  })
}
