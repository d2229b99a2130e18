import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AUTH_BAD_ISSUER_MESSAGE",
      "AUTH_BAD_SIGNATURE_MESSAGE",
      "AUTH_EXPIRED_MESSAGE",
      "AUTH_MALFORMED_MESSAGE",
      "AUTH_MISSING_MESSAGE",
      "DEFAULT_RELAY_HOST",
      "DEFAULT_RELAY_PORT",
      "MAX_MESSAGE_TTL_SECONDS",
      "PING_INTERVAL_MS",
      "RelayAuthError",
      "RelayPortInUseError",
      "RpcParamsError",
      "createJsonLogger",
      "decodeDidKey",
      "encodeDidKey",
      "methodNotFoundMessage",
      "startRelay",
      "systemClock",
      "verifyRelayJwt",
    ]
  `)
})
