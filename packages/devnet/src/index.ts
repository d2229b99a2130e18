export { getDevnetAccounts } from './accounts'
export { assertPortFree } from './assertPortFree'
export {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_EVM_CHAINS,
  DEVNET_HOST,
  DEVNET_MNEMONIC,
  DEVNET_TOKENS,
  type DevnetChainKey,
  type DevnetTokenSymbol,
} from './constants'
export { type DeployFixturesParameters, type DevnetContracts, deployFixtures } from './deployFixtures'
export { AnvilStartError, DevnetPortInUseError } from './errors'
export { freePort } from './freePort'
export { type ContractArtifact, readArtifact } from './readArtifact'
export { type AnvilInstance, type StartAnvilParameters, startAnvil } from './startAnvil'
export {
  type Devnet,
  type DevnetChain,
  type DevnetDescription,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet'
