import { expect, test } from 'vitest'
import * as keys from './index'

// The secure frame's key layer is a public subpath (the cloud's tests use it): changes are seen in review.
test('exports', () => {
  expect(Object.keys(keys).sort()).toMatchInlineSnapshot(`
    [
      "ENTROPY_BYTES",
      "EVM_DERIVATION_PATH",
      "InvalidShareError",
      "SHARE_BYTES",
      "SHARE_FORMAT_MESSAGE",
      "SHARE_OTHER_WALLET_MESSAGE",
      "SHARE_SAME_ROLE_MESSAGE",
      "SOLANA_DERIVATION_PATH",
      "combineWalletShares",
      "decodeShare",
      "deriveAccounts",
      "deriveAccountsFromPhrase",
      "deriveEd25519PrivateKey",
      "encodeShare",
      "entropyToPhrase",
      "generateEntropy",
      "newDeviceShare",
      "openDeviceShareStore",
      "passkeyEnrolmentMessage",
      "splitWalletSecret",
    ]
  `)
})
