/** The local Polkadot-SDK chain: chopsticks on the raw "Kusama Local Testnet" spec shipped in chains/. */
export const POLKADOT_DEVNET_NAME = 'Portico Polkadot Devnet'
/** What `system_chain` answers: chopsticks gives the spec's id ("Kusama Local Testnet" is its name). */
export const POLKADOT_DEVNET_SYSTEM_CHAIN = 'kusama_local_testnet'
/** Substrate's default RPC port, as `polkadot --dev` and chopsticks' docs use. */
export const POLKADOT_DEVNET_PORT = 9944

/**
 * frame_system's genesis stores 0x45…45 as block 0's hash, and chopsticks serves that as the genesis
 * hash; signed extrinsics commit to it. Its first 32 hex characters are the CAIP-2 reference.
 */
export const POLKADOT_DEVNET_GENESIS_HASH = `0x${'45'.repeat(32)}` as const
export const POLKADOT_DEVNET_CAIP2_REFERENCE = POLKADOT_DEVNET_GENESIS_HASH.slice(2, 34)
export const POLKADOT_DEVNET_CHAIN = `polkadot:${POLKADOT_DEVNET_CAIP2_REFERENCE}` as const

/** The spec's own properties: Kusama's SS58 prefix and token. */
export const POLKADOT_DEVNET_SS58_PREFIX = 2
export const POLKADOT_DEVNET_TOKEN = { symbol: 'KSM', decimals: 12 } as const

/** Account `i` of the devnet mnemonic is `${DEVNET_MNEMONIC}//i` (sr25519, hard derivation). */
export const POLKADOT_DERIVATION_PATH = (index: number) => `//${index}`
export const POLKADOT_ACCOUNT_BALANCE_KSM = 10_000n
export const PLANCK_PER_KSM = 10n ** BigInt(POLKADOT_DEVNET_TOKEN.decimals)

/** Loading the 3.3 MB spec and building block 1 takes ~8 s on two idle cores, ~40 s on two very busy ones. */
export const POLKADOT_READY_TIMEOUT_MS = 90_000
export const POLKADOT_READY_POLL_MS = 200
export const POLKADOT_STOP_TIMEOUT_MS = 5_000
