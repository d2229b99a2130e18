// @portico/embedded-wallet/keys: the secure frame's key layer; hosts never import it.
export { combineWalletShares, newDeviceShare } from './combineWalletShares'
export {
  deriveAccounts,
  deriveAccountsFromPhrase,
  entropyToPhrase,
  type WalletAccounts,
} from './deriveAccounts'
export { type DeviceShareStore, openDeviceShareStore } from './deviceShareStore'
export { generateEntropy } from './generateEntropy'
export {
  ENTROPY_BYTES,
  EVM_DERIVATION_PATH,
  SOLANA_DERIVATION_PATH,
} from './keyConstants'
export { passkeyEnrolmentMessage } from './passkeyEnrolmentMessage'
export {
  InvalidShareError,
  SHARE_FORMAT_MESSAGE,
  SHARE_OTHER_WALLET_MESSAGE,
  SHARE_SAME_ROLE_MESSAGE,
} from './shareErrors'
export { deriveEd25519PrivateKey } from './slip10Ed25519'
export { splitWalletSecret, type WalletShares } from './splitWalletSecret'
export { decodeShare, encodeShare, SHARE_BYTES, type ShareRole, type WalletShare } from './walletShare'
