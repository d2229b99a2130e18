import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "CHAIN_NAMESPACES",
      "ConnectError",
      "DisconnectError",
      "InvalidOptionsError",
      "MULTI_WALLET_NOT_ENABLED_ALERT",
      "PROJECT_ID_NOT_CONFIGURED_ALERT",
      "STORAGE_PREFIX",
      "SWITCH_NETWORK_NOT_FOUND_ALERT",
      "UNKNOWN_NETWORK_NAME",
      "VIEWS",
      "createMemoryStorage",
      "createPortico",
      "createPorticoStorage",
      "isChainNamespace",
      "parseStoredConnectionStatus",
    ]
  `)
})
