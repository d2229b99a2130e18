import { bitcoinRegtest } from '@portico/adapter-bitcoin'
import { cosmosHub, osmosisTestnet } from '@portico/adapter-cosmos'
import { porticoLocalPolkadot } from '@portico/adapter-polkadot'
import { type CaipNetwork, porticoDevnet, porticoDevnetL2, porticoSolanaDevnet } from '@portico/core'
import type { LocalStack } from '../stack/loadLocalStack'

/**
 * Core's devnet networks with the RPC URLs of the running stack (it may run on other ports); Bitcoin
 * regtest, the network the devnet wallet's Bitcoin part is on (no node runs: the demo only signs there);
 * the stack's Polkadot chain; and two Cosmos chains: Osmosis Testnet, which the devnet wallet does not
 * know (connecting suggests it), and Cosmos Hub, which it does (no Cosmos node runs: the demo only signs).
 */
export function demoNetworks(stack: LocalStack): {
  evm: [CaipNetwork, CaipNetwork]
  solana: [CaipNetwork]
  bitcoin: [CaipNetwork]
  polkadot: [CaipNetwork]
  cosmos: [CaipNetwork, CaipNetwork]
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
  const { wsUrl } = stack.polkadot
  const polkadot: CaipNetwork = {
    ...porticoLocalPolkadot,
    rpcUrls: { default: { http: [wsUrl.replace(/^ws/, 'http')], webSocket: [wsUrl] } },
  }
  return {
    evm: [withRpc(porticoDevnet), withRpc(porticoDevnetL2)],
    solana: [solana],
    bitcoin: [bitcoinRegtest],
    polkadot: [polkadot],
    cosmos: [osmosisTestnet, cosmosHub],
  }
}
