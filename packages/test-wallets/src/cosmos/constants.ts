/** The chain the Keplr-compatible part knows before any suggestion: Cosmos Hub, as Keplr ships it. */
export const COSMOS_TEST_WALLET_DEFAULT_CHAIN = {
  chainId: 'cosmoshub-4',
  chainName: 'Cosmos Hub',
  bech32Config: { bech32PrefixAccAddr: 'cosmos' },
} as const

/** The event a Keplr-compatible wallet fires on `window` when the user changes account (Keplr's own name). */
export const COSMOS_TEST_WALLET_KEYSTORE_EVENT = 'keplr_keystorechange'

/** The global the devnet wallet's Keplr-compatible provider is put under (not `keplr`: it is not Keplr). */
export const DEVNET_COSMOS_PROVIDER_GLOBAL = 'porticoDevnetKeplr'

/** What Keplr throws when its user refuses a prompt; dapps match on this text. */
export const COSMOS_REQUEST_REJECTED = 'Request rejected'

/** Like an extension, the wallet remembers across reloads the chains it granted and was suggested. */
export const DEVNET_COSMOS_WALLET_GRANT_KEY = 'porticoDevnetWallet.cosmos'
