import { type Address, type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import { FrameError, WRONG_ACCOUNT_MESSAGE } from '../frameErrors'
import type { OpenedSmartAccount } from './smartAccountWallet'

export type UserOperationCall = { to: Address; value?: bigint; data?: Hex }

/** EIP-5792's error for a batch on another chain than the wallet's. */
const UNSUPPORTED_CHAIN_ID = 5710
const CALLS_MESSAGE = 'wallet_sendCalls needs { calls: [{ to, value?, data? }, …] } with at least one call'

/** One call as a dapp writes it (hex quantities); a malformed one is an error, never a guess. */
function readCall(value: unknown, what: string): UserOperationCall {
  const { to, value: amount, data } = (value ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
  if (typeof to !== 'string' || !isAddress(to)) throw new FrameError(`${what} needs a "to" address`)
  if (amount !== undefined && (typeof amount !== 'string' || !isHex(amount)))
    throw new FrameError(`${what}'s value must be a hex quantity`)
  if (data !== undefined && (typeof data !== 'string' || !isHex(data)))
    throw new FrameError(`${what}'s data must be hex`)
  return {
    to,
    ...(amount === undefined ? {} : { value: BigInt(amount) }),
    ...(data === undefined ? {} : { data }),
  }
}

function checkFrom(from: unknown, account: Address): void {
  if (from === undefined) return
  if (typeof from !== 'string' || !isAddress(from) || !isAddressEqual(from, account))
    throw new FrameError(WRONG_ACCOUNT_MESSAGE, 4100)
}

/** eth_sendTransaction's transaction as one call of the smart account (a contract creation has no "to": refused). */
export function readTransactionCall(transaction: unknown, account: Address): UserOperationCall {
  if (!transaction || typeof transaction !== 'object')
    throw new FrameError('eth_sendTransaction needs a transaction')
  checkFrom((transaction as { from?: unknown }).from, account)
  return readCall(transaction, 'The transaction')
}

/** EIP-5792 wallet_sendCalls' calls, for this account on this network. */
export function readCalls(request: unknown, { account, chainId }: OpenedSmartAccount): UserOperationCall[] {
  const {
    calls,
    from,
    chainId: asked,
  } = (request ?? {}) as { calls?: unknown; from?: unknown; chainId?: unknown }
  if (!Array.isArray(calls) || calls.length === 0) throw new FrameError(CALLS_MESSAGE)
  checkFrom(from, account.address)
  if (asked !== undefined && (typeof asked !== 'string' || !isHex(asked) || Number(asked) !== chainId))
    throw new FrameError(
      `wallet_sendCalls is for chain ${chainId}, the wallet's current network`,
      UNSUPPORTED_CHAIN_ID,
    )
  return calls.map((call, index) => readCall(call, `Call ${index + 1}`))
}
