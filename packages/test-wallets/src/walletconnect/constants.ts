/** What the test wallet offers a dapp: SPEC §6's unsafe EVM methods it can answer with real keys. */
export const TEST_WALLET_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const
export type TestWalletMethod = (typeof TEST_WALLET_METHODS)[number]
export const TEST_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const
/** The Solana methods it answers with its ed25519 keys. */
export const TEST_WALLET_SOLANA_METHODS = ['solana_signMessage'] as const
export type TestWalletSolanaMethod = (typeof TEST_WALLET_SOLANA_METHODS)[number]
/** The Bitcoin methods it answers with its BIP-84 and BIP-86 keys (WalletConnect's bip122 reference). */
export const TEST_WALLET_BITCOIN_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const
export type TestWalletBitcoinMethod = (typeof TEST_WALLET_BITCOIN_METHODS)[number]
export const TEST_WALLET_BITCOIN_EVENTS = ['bip122_addressesChanged'] as const
/** The Polkadot methods it answers with its sr25519 keys (WalletConnect's Polkadot reference). */
export const TEST_WALLET_POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const
export type TestWalletPolkadotMethod = (typeof TEST_WALLET_POLKADOT_METHODS)[number]
export const TEST_WALLET_POLKADOT_EVENTS = ['chainChanged', 'accountsChanged'] as const
/** The Cosmos methods it answers with its secp256k1 keys (WalletConnect's Cosmos reference, which has no events). */
export const TEST_WALLET_COSMOS_METHODS = [
  'cosmos_getAccounts',
  'cosmos_signDirect',
  'cosmos_signAmino',
] as const
export type TestWalletCosmosMethod = (typeof TEST_WALLET_COSMOS_METHODS)[number]
/** EIP-1193's "unsupported method" code, sent back for any other method. */
export const UNSUPPORTED_METHOD_CODE = 4200
export const UNSUPPORTED_METHOD_MESSAGE = 'The test wallet does not support this method'
/** A wallet-side failure (bad params, a chain it does not know, an RPC error while sending). */
export const INTERNAL_ERROR_CODE = -32603
/** JSON-RPC's implementation-defined server error: a refusal whose message reaches the dapp as the wallet wrote it. */
export const REFUSED_REQUEST_CODE = -32000
export const UNKNOWN_CHAIN_MESSAGE = 'The test wallet has no RPC for this chain'
export const UNKNOWN_ACCOUNT_MESSAGE = 'The test wallet holds no key for this address'
/** Broadcasting needs a Bitcoin node (bitcoind), which the local stack has none of: refused, never faked. */
export const NO_BITCOIN_NODE_MESSAGE = 'The test wallet has no Bitcoin node to broadcast through'
export const TEST_WALLET_PROJECT_ID = 'portico-test-wallet'
