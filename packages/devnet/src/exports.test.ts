import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AnvilStartError",
      "DEVNET_ACCOUNT_BALANCE_ETH",
      "DEVNET_ACCOUNT_COUNT",
      "DEVNET_EVM_CHAINS",
      "DEVNET_HOST",
      "DEVNET_MNEMONIC",
      "DEVNET_NFT_COLLECTION",
      "DEVNET_TOKENS",
      "DevnetPortInUseError",
      "POLKADOT_ACCOUNT_BALANCE_KSM",
      "POLKADOT_DERIVATION_PATH",
      "POLKADOT_DEVNET_CAIP2_REFERENCE",
      "POLKADOT_DEVNET_CHAIN",
      "POLKADOT_DEVNET_GENESIS_HASH",
      "POLKADOT_DEVNET_NAME",
      "POLKADOT_DEVNET_PORT",
      "POLKADOT_DEVNET_SS58_PREFIX",
      "POLKADOT_DEVNET_SYSTEM_CHAIN",
      "POLKADOT_DEVNET_TOKEN",
      "PolkadotDevnetStartError",
      "SOLANA_ACCOUNT_BALANCE_SOL",
      "SOLANA_DEVNET_CAIP2_REFERENCE",
      "SOLANA_DEVNET_CHAIN",
      "SOLANA_DEVNET_GENESIS_HASH",
      "SOLANA_DEVNET_NAME",
      "SOLANA_DEVNET_RPC_PORT",
      "SOLANA_DEVNET_TOKEN",
      "SolanaLedger",
      "assertPortFree",
      "deployFixtures",
      "deriveSolanaKeypair",
      "freeDevnetPorts",
      "freePort",
      "getDevnetAccounts",
      "getPolkadotDevnetAccounts",
      "getSolanaDevnetAccounts",
      "nftImageSvg",
      "nftMetadata",
      "readArtifact",
      "startAnvil",
      "startDevnet",
      "startNftMetadataServer",
      "startPolkadotDevnet",
      "startSolanaDevnet",
    ]
  `)
})
