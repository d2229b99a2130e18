import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AdapterNotReadyError",
      "ConnectorNotConnectedError",
      "ConnectorNotFoundError",
      "DEFAULT_POLKADOT_EXTENSIONS",
      "InsufficientBalanceError",
      "InvalidReceiverError",
      "NOVA_WALLET",
      "NetworkMismatchError",
      "NoAccountsError",
      "POLKADOT_CAPABILITIES",
      "POLKADOT_JS",
      "SUBWALLET",
      "SignPayloadUnsupportedError",
      "SignRawUnsupportedError",
      "TALISMAN",
      "TokenTransferUnsupportedError",
      "TransactionFailedError",
      "UserRejectedRequestError",
      "createPolkadotAdapter",
      "definePolkadotNetwork",
      "isPolkadotNetwork",
      "isPolkadotRejection",
      "isUserRejection",
      "kusama",
      "polkadot",
      "polkadotChainReference",
      "polkadotNetworks",
      "porticoLocalPolkadot",
      "westend",
    ]
  `)
})
