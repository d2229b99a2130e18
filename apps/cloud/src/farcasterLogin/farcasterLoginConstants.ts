/** A Farcaster sign-in must be signed, and the frame collect it, within this of its start. */
export const FARCASTER_LOGIN_TTL_MS = 10 * 60_000
/** Farcaster's hosted relay, which the Farcaster app reports to (production; the local stack runs its own). */
export const FARCASTER_HOSTED_RELAY_URL = 'https://relay.farcaster.xyz'
/** Farcaster's IdRegistry on OP Mainnet: fid ↔ custody address. */
export const OPTIMISM_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const OPTIMISM_RPC_URL = 'https://mainnet.optimism.io'
/** Sign In With Farcaster messages name OP Mainnet, where the IdRegistry lives (FIP-11). */
export const SIWF_CHAIN_ID = 10
/** FIP-11: the statement of every Sign In With Farcaster message. */
export const SIWF_STATEMENT = 'Farcaster Auth'
/** A relay or registry that has not answered after this is given up on. */
export const FARCASTER_UPSTREAM_TIMEOUT_MS = 10_000
/** The frame's secret for its own sign-in: 32 random bytes, base64url. */
export const FARCASTER_LOGIN_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$'
