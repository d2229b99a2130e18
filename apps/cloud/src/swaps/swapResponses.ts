import { toCaipAddress } from '@portico/core'
import { type Address, getAddress, type Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { QuotedSwap } from './readSwapQuote'
import { minimumAmountOut, ppmToPercent } from './swapArithmetic'
import type { ApproveTransaction, SwapQuote, SwapTransaction } from './swapSchemas'

/**
 * SPEC §3: `eip155:{chainId}:{address}`, as Reown's blockchain API names accounts and assets; addresses
 * checksummed (EIP-55), the native currency's placeholder as is.
 */
export function caip10(chainId: number, address: string): string {
  const normal = address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? NATIVE_TOKEN_ADDRESS : getAddress(address)
  return toCaipAddress(`eip155:${chainId}`, normal)
}

/** Reown's quote item for a quoted swap; `from` and `to` are echoed as the caller named them. */
export function toSwapQuote(
  chainId: number,
  { from, to }: { from: string; to: string },
  quote: Pick<QuotedSwap, 'amountIn' | 'amountOut' | 'priceImpactPpm' | 'tokens'>,
  slippageBps: bigint,
): SwapQuote {
  return {
    id: null,
    fromAmount: String(quote.amountIn),
    fromAccount: from,
    toAmount: String(quote.amountOut),
    toAccount: to,
    priceImpact: ppmToPercent(quote.priceImpactPpm),
    toAmountMin: String(minimumAmountOut(quote.amountOut, slippageBps)),
    path: quote.tokens.map((token) => caip10(chainId, token)),
  }
}

/**
 * Reown's approve transaction: both `from` and `to` name the token the approval is sent to (Reown's
 * clients send it to `tx.from`), no value, and the chain's gas price.
 */
export function toApproveTransaction(
  chainId: number,
  token: Address,
  data: Hex,
  gasPrice: bigint,
): ApproveTransaction {
  return {
    tx: {
      from: caip10(chainId, token),
      to: caip10(chainId, token),
      data,
      value: '0',
      eip155: { gasPrice: String(gasPrice) },
    },
  }
}

/** Reown's swap transaction: from the user to the router, with the quoted output, gas and value. */
export function toSwapTransaction(
  chainId: number,
  { user, router }: { user: Address; router: Address },
  call: { data: Hex; value: bigint },
  { amountOut, gas, gasPrice }: { amountOut: bigint; gas: bigint; gasPrice: bigint },
): SwapTransaction {
  return {
    tx: {
      from: caip10(chainId, user),
      to: caip10(chainId, router),
      data: call.data,
      amount: String(amountOut),
      value: String(call.value),
      eip155: { gas: String(gas), gasPrice: String(gasPrice) },
    },
  }
}
