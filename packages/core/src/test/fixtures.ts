/** Real catalogue networks, named for what the tests use them as. */
export {
  base,
  ethereum as mainnet,
  optimism as unconfiguredNetwork,
  solana as solanaMainnet,
} from '../networks/catalogue'
export { createTestAdapter, testConnector } from '../testing/createTestAdapter'
