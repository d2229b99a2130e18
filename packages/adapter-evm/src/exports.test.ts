import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'AdapterNotReadyError',
    'ChainNotSupportedError',
    'ConnectorNotFoundError',
    'EVM_CAPABILITIES',
    'InvalidCallError',
    'LEGACY_INJECTED_ID',
    'LEGACY_INJECTED_NAME',
    'SendCallsUnsupportedError',
    'UserRejectedRequestError',
    'createEvmAdapter',
    'isUserRejection',
    'legacyStablecoinTransferAbi',
    'selectTransferAbi',
    'toAddEthereumChainParameter',
    'validateCalls',
  ])
})
