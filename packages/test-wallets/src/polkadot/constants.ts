/** The devnet wallet's key in `window.injectedWeb3` (not `polkadot-js`: it is not polkadot{.js}). */
export const DEVNET_POLKADOT_EXTENSION_KEY = 'portico-devnet-wallet'

/** The sr25519 accounts: hard derivations of the devnet mnemonic, `{mnemonic}//0` and `{mnemonic}//1`. */
export const POLKADOT_TEST_WALLET_DERIVATIONS = ['//0', '//1'] as const

/** The generic Substrate SS58 prefix extensions show addresses in unless an account is tied to a chain. */
export const POLKADOT_TEST_WALLET_SS58_PREFIX = 42

/** What polkadot{.js} answers a refused authorisation with; dapps match on this text. */
export const POLKADOT_AUTHORIZATION_REJECTED = 'Rejected'

/** What polkadot{.js} answers a cancelled signature with. */
export const POLKADOT_SIGNING_CANCELLED = 'Cancelled'

/** Like an extension, the wallet remembers across reloads that it allowed the site. */
export const DEVNET_POLKADOT_WALLET_GRANT_KEY = 'porticoDevnetWallet.polkadot.granted'
