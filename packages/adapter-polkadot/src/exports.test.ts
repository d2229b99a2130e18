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
      "NOVA_WALLET",
      "NoAccountsError",
      "POLKADOT_CAPABILITIES",
      "POLKADOT_JS",
      "SUBWALLET",
      "SignRawUnsupportedError",
      "TALISMAN",
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
