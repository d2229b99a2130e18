/** 128 bits of BIP-39 entropy, a 12-word phrase as in MetaMask and Phantom. */
export const ENTROPY_BYTES = 16
/** BIP-44 Ethereum, first account: the address every EVM wallet shows for the same phrase. */
export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0"
/** SLIP-0010 ed25519, the path Phantom and Solflare use for a phrase's first Solana account. */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'"
/** Bumped when a share's layout changes, so an old share is refused rather than misread. */
export const SHARE_FORMAT_VERSION = 1
/** Random bytes naming one wallet in each of its shares: shares of two wallets never combine silently. */
export const WALLET_ID_BYTES = 8
