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
      "getSolanaDevnetAccounts",
      "nftImageSvg",
      "nftMetadata",
      "readArtifact",
      "startAnvil",
      "startDevnet",
      "startNftMetadataServer",
      "startSolanaDevnet",
    ]
  `)
})
