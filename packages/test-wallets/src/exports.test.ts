import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'DEVNET_WALLET_ICON',
    'DEVNET_WALLET_NAME',
    'DEVNET_WALLET_RDNS',
    'ProviderRpcError',
    'RPC_ERROR_CODES',
    'announceEip6963Provider',
    'createEvmTestWallet',
    'installInjected',
  ])
})
