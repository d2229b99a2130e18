/** Real catalogue networks, named for what the tests use them as. */
export {
  base,
  ethereum as mainnet,
  optimism as unconfiguredNetwork,
  solana as solanaMainnet,
} from '../networks/catalogue'
export { createTestAdapter, testConnector } from '../testing/createTestAdapter'

import { defineNetwork } from '../networks/defineNetwork'

/** Polkadot's relay chain (its CAIP-2 reference the genesis hash's first 32 hex characters), RPC on this machine. */
export const polkadotRelay = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
})

/** Cosmos Hub (its CAIP-2 reference the chain id), RPC on this machine. */
export const cosmosHub = defineNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
