import { NETWORK_NOT_SUPPORTED_FOR_SWAPS } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { INSUFFICIENT_BALANCE } from './swapConstants'

/** Every reason a swap is refused or fails, so the view words each one (each with a clear message). */
export type SwapIssue =
  | 'unsupportedNetwork'
  | 'tokensRequired'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'quoteExpired'
  | 'rejected'
  | 'cloud'
  | 'transaction'

/** The words SPEC §8 and the Swap view fix; the others carry the cloud's or the wallet's. */
const FIXED_MESSAGES: Partial<Record<SwapIssue, string>> = {
  unsupportedNetwork: NETWORK_NOT_SUPPORTED_FOR_SWAPS,
  tokensRequired: 'Pick the token to swap and the token to receive',
  invalidAmount: 'Enter an amount above 0 that the token can hold',
  insufficientBalance: INSUFFICIENT_BALANCE,
  quoteExpired: 'The quote changed: review the new one',
  rejected: 'The wallet rejected the request',
}

/** A swap refused or failed; `issue` says which rule, `shortMessage` what to show. */
export class SwapError extends PorticoError {
  override name = 'SwapError' as const
  readonly code = 'SWAP_FAILED'
  readonly issue: SwapIssue
  constructor(issue: SwapIssue, reason?: string, cause?: unknown) {
    super(FIXED_MESSAGES[issue] ?? reason ?? issue, { cause })
    this.issue = issue
  }
}
