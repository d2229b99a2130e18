import { bitcoinRegtest } from '@portico/adapter-bitcoin'
import { type CaipNetwork, porticoDevnet, porticoDevnetL2, porticoSolanaDevnet } from '@portico/core'
import type { LocalStack } from '../stack/loadLocalStack'

/**
 * Core's devnet networks with the RPC URLs of the running stack (it may run on other ports), and Bitcoin
 * regtest, the network the devnet wallet's Bitcoin part is on (no node runs: the demo only signs there).
 */
export function demoNetworks(stack: LocalStack): {
  evm: [CaipNetwork, CaipNetwork]
  solana: [CaipNetwork]
  bitcoin: [CaipNetwork]
} {
  const withRpc = (network: CaipNetwork): CaipNetwork => {
    const chain = stack.chains.find((candidate) => candidate.chainId === network.id)
    if (!chain) return network
    const webSocket = chain.rpcUrl.replace(/^http/, 'ws')
    return { ...network, rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [webSocket] } } }
  }
  const solana: CaipNetwork = {
    ...porticoSolanaDevnet,
    rpcUrls: { default: { http: [stack.solana.rpcUrl] } },
  }
  return {
    evm: [withRpc(porticoDevnet), withRpc(porticoDevnetL2)],
    solana: [solana],
    bitcoin: [bitcoinRegtest],
  }
}
