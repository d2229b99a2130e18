// Swap-only constants, kept in the swap entry so core's first chunk carries none of them.

/** Reown's blockchain API names the native currency with this placeholder (apps/cloud README "Swaps"). */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** An amount above the balance, refused before any wallet prompt. */
export const INSUFFICIENT_BALANCE = 'Insufficient balance'

/** Digits after the point of the price shown (one `from` in `to`): enough for a cent of a stablecoin per wei. */
export const SWAP_PRICE_DIGITS = 6

/** Basis points in 100 %: slippage percents of SPEC §9 become bps, so arithmetic stays in integers. */
export const BPS_PER_WHOLE = 10_000n

/**
 * Headroom over the cloud's gas estimate of a swap (which already counts its pools' price accumulators): the
 * pools' state can still move between the estimate and the block the swap lands in.
 */
export const SWAP_GAS_HEADROOM_PERCENT = 25n
