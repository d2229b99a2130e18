import { WALLET_ERROR_USER_REJECTED } from '../constants'

// viem's refusal class and Portico's own share this name.
const REJECTION_NAME = 'UserRejectedRequestError'
// Wallet adapters word their refusals (Solana's WalletSignMessageError says "User rejected the request").
const REJECTION_TEXT = /user rejected|rejected the request|user denied|user cancel/i
// viem, wagmi and Solana's wallet adapters wrap the wallet's error in `cause` or `error`; a few levels do.
const MAX_DEPTH = 5

/** Whether a wallet's or SDK's error is the visitor saying no: 4001, a rejection class or its wording. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth++) {
    const { code, name, message, cause, error: inner } = current as Record<string, unknown>
    if (code === WALLET_ERROR_USER_REJECTED || name === REJECTION_NAME) return true
    if (typeof message === 'string' && REJECTION_TEXT.test(message)) return true
    current = cause ?? inner
  }
  return false
}
