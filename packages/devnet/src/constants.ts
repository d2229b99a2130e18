/** The two local EVM chains of ARCHITECTURE.md's port table. */
export const DEVNET_HOST = '127.0.0.1'

export const DEVNET_EVM_CHAINS = [
  { key: 'l1', name: 'Portico Devnet', chainId: 31337, port: 8545, bundlerPort: 4337 },
  { key: 'l2', name: 'Portico Devnet L2', chainId: 31338, port: 8546, bundlerPort: 4338 },
] as const

export type DevnetChainKey = (typeof DEVNET_EVM_CHAINS)[number]['key']
/** The port key of each EVM chain's ERC-4337 bundler, e.g. `l1Bundler`. */
export type DevnetBundlerKey = `${DevnetChainKey}Bundler`

/** anvil's well-known test mnemonic: its keys are public, which is what a devnet wants. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEVNET_ACCOUNT_COUNT = 10
export const DEVNET_ACCOUNT_BALANCE_ETH = 10_000

/** Fixture tokens deployed on both chains; every funded account holds `grantEach` whole tokens. */
export const DEVNET_TOKENS = [
  { symbol: 'DDL', name: 'Devnet Dollar', decimals: 18, grantEach: 1_000_000n },
  { symbol: 'DUSD', name: 'Devnet USD', decimals: 6, grantEach: 1_000_000n },
] as const

export type DevnetTokenSymbol = (typeof DEVNET_TOKENS)[number]['symbol']

/**
 * The Uniswap V2 pools seeded at start on both chains, in whole units of each side (ETH is the
 * router's WETH): 1 ETH = 3000 DUSD = 3000 DDL, deep enough that a 1 ETH swap moves the price ~0.1%.
 */
export const DEVNET_MARKET_POOLS = [
  { base: 'ETH', quote: 'DUSD', baseAmount: 1_000n, quoteAmount: 3_000_000n },
  { base: 'ETH', quote: 'DDL', baseAmount: 1_000n, quoteAmount: 3_000_000n },
  { base: 'DDL', quote: 'DUSD', baseAmount: 1_000_000n, quoteAmount: 1_000_000n },
] as const

export type DevnetPoolName =
  `${(typeof DEVNET_MARKET_POOLS)[number]['base']}/${(typeof DEVNET_MARKET_POOLS)[number]['quote']}`

/**
 * The market maker deploys the market and seeds the pools: the devnet mnemonic's account at this index,
 * far past the funded accounts that tests and test wallets sign with, so their balances stay as granted.
 */
export const DEVNET_MARKET_MAKER_INDEX = 100
/** ETH the market maker is given with anvil_setBalance: the pools' ETH plus gas. */
export const DEVNET_MARKET_MAKER_BALANCE_ETH = 10_000n

/** The fixture ERC-721 collection deployed on both chains; every funded account holds `perHolder` tokens. */
export const DEVNET_NFT_COLLECTION = { symbol: 'TILE', name: 'Devnet Tiles', perHolder: 2 } as const

export type DevnetCollectionSymbol = (typeof DEVNET_NFT_COLLECTION)['symbol']

/** The zone of the names the local cloud registers and the devnet's resolver answers for. */
export const DEVNET_NAME_ZONE = 'portico.test'
/** The cloud's names gateway at ARCHITECTURE.md's cloud port; the stack passes its own with --name-gateway. */
export const DEVNET_NAME_GATEWAY_URL = 'http://127.0.0.1:4000/v1/profile/gateway'
/**
 * The HD index (of DEVNET_MNEMONIC, past the funded accounts) of the key the devnet's resolver trusts: public,
 * like every devnet key; a real deployment deploys its resolver with its cloud's own secret key.
 */
export const DEVNET_NAME_SIGNER_INDEX = 100

export const ANVIL_READY_TIMEOUT_MS = 20_000
export const ANVIL_READY_POLL_MS = 50
/** One readiness probe's wait: a connection anvil accepted but never answers must not stall the loop. */
export const ANVIL_PROBE_TIMEOUT_MS = 2_000
/**
 * A failure bound, under the hooks' 120 s: anvil mines a devnet transaction in milliseconds, so past this one is
 * stuck, and the error names the step (viem's own 180 s outlasted the hooks, which then said only "timed out").
 */
export const DEVNET_RECEIPT_TIMEOUT_MS = 60_000
export const ANVIL_STOP_TIMEOUT_MS = 5_000

/**
 * The on-ramp sandbox's treasury, which pays the cloud's checkout orders: the devnet mnemonic's
 * account at this index (past the funded accounts, the market maker's and the name signer's 100), so no
 * test wallet's balance moves when an order is paid.
 */
export const DEVNET_ONRAMP_TREASURY_INDEX = 101
/** What the treasury holds on each EVM chain: ETH by anvil_setBalance, every fixture token minted. */
export const DEVNET_ONRAMP_TREASURY_BALANCE_ETH = 100_000n
export const DEVNET_ONRAMP_TREASURY_TOKENS_EACH = 100_000_000n
