/** The local Solana chain of ARCHITECTURE.md's port table; websockets on the next port, as solana-test-validator does. */
export const SOLANA_DEVNET_NAME = 'Portico Solana Devnet'
export const SOLANA_DEVNET_RPC_PORT = 8899

/**
 * LiteSVM has no genesis block, so the devnet fixes one: base58 of sha256("Portico Solana Devnet genesis").
 * Its first 32 characters are the CAIP-2 reference, as for every Solana cluster.
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'HsHm2ZD4GJydbfQYin8yN1hJnq3iGyHNT4cUC9wL85ee'
export const SOLANA_DEVNET_CAIP2_REFERENCE = SOLANA_DEVNET_GENESIS_HASH.slice(0, 32)
export const SOLANA_DEVNET_CHAIN = `solana:${SOLANA_DEVNET_CAIP2_REFERENCE}` as const

/** Phantom's derivation path for account `i` of a mnemonic: the devnet mnemonic's Solana accounts. */
export const SOLANA_DERIVATION_PATH = (index: number) => `m/44'/501'/${index}'/0'`
/** The DUSD mint's own key is one more account of the mnemonic, far from the funded ones. */
export const SOLANA_MINT_ACCOUNT_INDEX = 1000
/** The airdrop faucet, likewise. */
export const SOLANA_FAUCET_ACCOUNT_INDEX = 1001

export const LAMPORTS_PER_SOL = 1_000_000_000n
export const SOLANA_ACCOUNT_BALANCE_SOL = 1_000n
// 5e15 lamports: below 2^53, so the faucet's balance survives JSON numbers exactly.
export const SOLANA_FAUCET_BALANCE_SOL = 5_000_000n

/** The SPL fixture: every funded account holds `grantEach` whole tokens in its associated token account. */
export const SOLANA_DEVNET_TOKEN = {
  symbol: 'DUSD',
  name: 'Devnet USD',
  decimals: 6,
  grantEach: 1_000_000n,
} as const

/** The runtime's fee: 5000 lamports per signature, as on every public cluster. */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** A blockhash stays usable for this many blocks after it was the latest, as on a real cluster. */
export const BLOCKHASH_VALID_BLOCKS = 150n
export const SOLANA_SIGNATURE_HISTORY_LIMIT = 1_000
/** solana-core's version this RPC answers like (getVersion). */
export const SOLANA_CORE_VERSION = '2.2.0'
export const SOLANA_FEATURE_SET = 3_294_202_862
/** The on-ramp treasury's Solana key, one more account of the mnemonic, past the mint and the faucet. */
export const SOLANA_ONRAMP_TREASURY_ACCOUNT_INDEX = 1002
// 1e14 lamports: below 2^53 like the faucet's, and far more than the sandbox's orders sell.
export const SOLANA_ONRAMP_TREASURY_BALANCE_SOL = 100_000n
