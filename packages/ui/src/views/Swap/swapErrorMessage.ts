import type { SwapError } from '@portico/core/swap'
import type { MessageKey } from '../../locales/en'

/** The message key and values of a swap refusal or failure; the cloud's and wallet's own words go in `reason`. */
export function swapErrorMessage(error: SwapError): [MessageKey, Record<string, string>] {
  return [`swap.error.${error.issue}` as MessageKey, { reason: error.shortMessage }]
}
