import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "AdapterNotReadyError",
      "ConnectorNotConnectedError",
      "ConnectorNotFoundError",
      "DEFAULT_COMMITMENT",
      "InvalidCommitmentError",
      "SOLANA_CAPABILITIES",
      "TransactionFailedError",
      "UserRejectedRequestError",
      "WalletFeatureMissingError",
      "checkCommitment",
      "createSolanaAdapter",
      "isUserRejection",
      "toWalletStandardChain",
    ]
  `)
})
