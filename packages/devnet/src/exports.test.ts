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
      "DEVNET_TOKENS",
      "DevnetPortInUseError",
      "assertPortFree",
      "deployFixtures",
      "freePort",
      "getDevnetAccounts",
      "readArtifact",
      "startAnvil",
      "startDevnet",
    ]
  `)
})
