import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "CATALOGUE_WALLETS",
      "CloudPortInUseError",
      "DEFAULT_CLOUD_PORT",
      "DEFAULT_REMOTE_FEATURES",
      "DEFAULT_TOKEN_PRICES_USD",
      "DEMO_ALLOWED_ORIGINS",
      "DEMO_PROJECT_ID",
      "DOCS_PATH",
      "INVALID_ADDRESS_MESSAGE",
      "INVALID_PROJECT_ID_MESSAGE",
      "OPENAPI_PATH",
      "ORIGIN_NOT_ALLOWED_MESSAGE",
      "RATE_LIMITED_MESSAGE",
      "RATE_LIMITS",
      "RPC_CALL_NOT_ALLOWED_MESSAGE",
      "UNSUPPORTED_CHAIN_MESSAGE",
      "UPSTREAM_RPC_FAILED_MESSAGE",
      "chainsFromDevnetDescription",
      "invalidParameterMessage",
      "missingParameterMessage",
      "startCloud",
      "walletIdFromName",
    ]
  `)
})
