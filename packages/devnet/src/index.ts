export { getDevnetAccounts } from './accounts'
export { assertPortFree } from './assertPortFree'
export {
  DEVNET_ACCOUNT_BALANCE_ETH,
  DEVNET_ACCOUNT_COUNT,
  DEVNET_EVM_CHAINS,
  DEVNET_HOST,
  DEVNET_MARKET_MAKER_INDEX,
  DEVNET_MARKET_POOLS,
  DEVNET_MNEMONIC,
  DEVNET_NAME_GATEWAY_URL,
  DEVNET_NAME_ZONE,
  DEVNET_NFT_COLLECTION,
  DEVNET_TOKENS,
  type DevnetChainKey,
  type DevnetCollectionSymbol,
  type DevnetPoolName,
  type DevnetTokenSymbol,
} from './constants'
export { createDeployerClient, type DeployerClient } from './createDeployerClient'
export { type DeployFixturesParameters, type DevnetContracts, deployFixtures } from './deployFixtures'
export { AnvilStartError, DevnetPortInUseError, PolkadotDevnetStartError } from './errors'
export { deployIdRegistry } from './farcaster/deployIdRegistry'
export { type RegisterFidParameters, registerFid } from './farcaster/registerFid'
export { freeDevnetPorts } from './freeDevnetPorts'
export { freePort } from './freePort'
export { type DeployMarketParameters, type DevnetMarket, deployMarket } from './market/deployMarket'
export { getDevnetMarketMaker } from './market/getDevnetMarketMaker'
export { readUniswapArtifact, type UniswapContractName } from './market/readUniswapArtifact'
export {
  type DeployNameResolverParameters,
  deployNameResolver,
  type NameResolverContracts,
} from './names/deployNameResolver'
export { getDevnetNameSigner } from './names/getDevnetNameSigner'
export { type NftMetadata, nftImageSvg, nftMetadata } from './nft/nftMetadata'
export {
  type NftMetadataServer,
  type StartNftMetadataServerParameters,
  startNftMetadataServer,
} from './nft/startNftMetadataServer'
export { ownedWalletBytecode } from './ownedWalletBytecode'
export {
  POLKADOT_ACCOUNT_BALANCE_KSM,
  POLKADOT_DERIVATION_PATH,
  POLKADOT_DEVNET_CAIP2_REFERENCE,
  POLKADOT_DEVNET_CHAIN,
  POLKADOT_DEVNET_GENESIS_HASH,
  POLKADOT_DEVNET_NAME,
  POLKADOT_DEVNET_PORT,
  POLKADOT_DEVNET_SS58_PREFIX,
  POLKADOT_DEVNET_SYSTEM_CHAIN,
  POLKADOT_DEVNET_TOKEN,
} from './polkadot/constants'
export { getPolkadotDevnetAccounts, type PolkadotDevnetAccount } from './polkadot/getPolkadotDevnetAccounts'
export {
  type PolkadotDevnet,
  type PolkadotDevnetDescription,
  type StartPolkadotDevnetParameters,
  startPolkadotDevnet,
} from './polkadot/startPolkadotDevnet'
export { type ContractArtifact, readArtifact } from './readArtifact'
export {
  SOLANA_ACCOUNT_BALANCE_SOL,
  SOLANA_DEVNET_CAIP2_REFERENCE,
  SOLANA_DEVNET_CHAIN,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_RPC_PORT,
  SOLANA_DEVNET_TOKEN,
} from './solana/constants'
export { deriveSolanaKeypair } from './solana/deriveSolanaKeypair'
export { getSolanaDevnetAccounts } from './solana/getSolanaDevnetAccounts'
export { SolanaLedger } from './solana/SolanaLedger'
export {
  type SolanaDevnet,
  type SolanaDevnetAccount,
  type SolanaDevnetDescription,
  type StartSolanaDevnetParameters,
  startSolanaDevnet,
} from './solana/startSolanaDevnet'
export { type AnvilInstance, type StartAnvilParameters, startAnvil } from './startAnvil'
export {
  type Devnet,
  type DevnetChain,
  type DevnetDescription,
  type DevnetFarcasterDescription,
  type DevnetNamesDescription,
  type DevnetOnrampDescription,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet'
