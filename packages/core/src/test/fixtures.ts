/** Real catalogue networks, named for what the tests use them as. */
export {
  base,
  ethereum as mainnet,
  optimism as unconfiguredNetwork,
  solana as solanaMainnet,
} from '../networks/catalogue'
export { createTestAdapter, testConnector } from '../testing/createTestAdapter'

import { defineNetwork } from '../networks/defineNetwork'

/** A network of a namespace WalletConnect does not serve here (cosmos), for "nothing to propose" cases. */
export const cosmosHub = defineNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
