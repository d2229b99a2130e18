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
      "DEFAULT_RELAY_LIMITS",
      "DEFAULT_RELAY_PORT",
      "MAILBOX_BUDGET_REACHED_MESSAGE",
      "MAILBOX_TOPIC_BYTES_FULL_MESSAGE",
      "MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE",
      "MAX_MESSAGE_TTL_SECONDS",
      "PING_INTERVAL_MS",
      "RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE",
      "RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE",
      "RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE",
      "RPC_MAILBOX_FULL",
      "RPC_RATE_LIMITED",
      "RelayAuthError",
      "RelayLimitError",
      "RelayPortInUseError",
      "RpcParamsError",
      "createJsonLogger",
      "decodeDidKey",
      "encodeDidKey",
      "messageTooLargeMessage",
      "methodNotFoundMessage",
      "startRelay",
      "systemClock",
      "ttlTooLongMessage",
      "verifyRelayJwt",
    ]
  `)
})
