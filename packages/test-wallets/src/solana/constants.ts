/**
 * @portico/devnet's LiteSVM chain as a CAIP-2 id (the first 32 characters of its fixed genesis hash);
 * a test checks it against the devnet's and core's.
 */
export const PORTICO_SOLANA_DEVNET_CHAIN = 'solana:HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHN'

/** The Wallet Standard's Solana clusters, as Phantom registers them, and the Portico devnet. */
export const SOLANA_TEST_WALLET_CHAINS = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
  PORTICO_SOLANA_DEVNET_CHAIN,
] as const

export type SolanaTestWalletChain = (typeof SOLANA_TEST_WALLET_CHAINS)[number]

/** The devnet's RPC on ARCHITECTURE.md's default port, which serves both local chain ids. */
export const DEVNET_SOLANA_RPC_URL = 'http://127.0.0.1:8899'

/** Like an extension, the wallet remembers across reloads that it trusted the site. */
export const DEVNET_SOLANA_WALLET_GRANT_KEY = 'porticoDevnetWallet.solana.granted'

/** What each account can do, in the Wallet Standard's feature names. */
export const SOLANA_ACCOUNT_FEATURES = [
  'solana:signAndSendTransaction',
  'solana:signTransaction',
  'solana:signMessage',
] as const
