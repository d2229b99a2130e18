// `@portico/core/swap`: the Swap view's store and actions, a chunk of its own so core's first one
// stays as it was. Actions take the client (contextOf), as wagmi's take a config.

export { type CheckedSwapForm, checkSwapForm } from './checkSwapForm'
export { confirmSwap } from './confirmSwap'
export {
  type SwapQuote,
  type SwapState,
  type SwapStatus,
  type SwapStore,
  swapStoreOf,
} from './createSwapStore'
export { loadSwapTokens } from './loadSwapTokens'
export {
  addressOf,
  type CloudSwapQuote,
  type CloudSwapToken,
  parseAllowance,
  parseApproveTransaction,
  parseSwapQuote,
  parseSwapTokens,
  parseSwapTransaction,
  SwapResponseError,
} from './parseSwapResponses'
export { quoteSwap } from './quoteSwap'
export { SwapError, type SwapIssue } from './SwapError'
export { minimumReceived, networkFee, slippageBps, swapGasLimitOf, swapPrice } from './swapArithmetic'
export { isNativeSwapToken, swapBalanceOf, swapTokensWithBalances } from './swapBalances'
export { INSUFFICIENT_BALANCE, SWAP_NATIVE_TOKEN_ADDRESS } from './swapConstants'
export { swapsOffered } from './swapsOffered'
