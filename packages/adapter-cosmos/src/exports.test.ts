import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AdapterNotReadyError",
      "COSMOS_CAPABILITIES",
      "ChainNotSupportedError",
      "ConnectorNotConnectedError",
      "ConnectorNotFoundError",
      "DEFAULT_INJECTED_WALLETS",
      "KEPLR",
      "LEAP",
      "UserRejectedRequestError",
      "cosmosHub",
      "cosmosHubTestnet",
      "cosmosNetworks",
      "createCosmosAdapter",
      "defineCosmosNetwork",
      "isCosmosNetwork",
      "isCosmosRejection",
      "isUserRejection",
      "osmosis",
      "osmosisTestnet",
      "toChainInfo",
    ]
  `)
})
