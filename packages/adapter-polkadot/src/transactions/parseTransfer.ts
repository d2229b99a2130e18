import type { SendTransactionParameters } from '@portico/core'
import { checkReceiver } from '@portico/core/send'
import { InvalidReceiverError } from '../errors/InvalidReceiverError'
import { TokenTransferUnsupportedError } from '../errors/TokenTransferUnsupportedError'

export type Transfer = { to: string; amount: bigint }

/**
 * A send's receiver and amount, refused before any chain or wallet is asked: the chain's own currency
 * only, a whole number of planck, and an SS58 account as core's send form checks it.
 */
export function parseTransfer({
  to,
  value,
  tokenAddress,
}: Pick<SendTransactionParameters, 'to' | 'value' | 'tokenAddress'>): Transfer {
  if (tokenAddress) throw new TokenTransferUnsupportedError(tokenAddress)
  if (!/^\d+$/.test(value))
    throw new RangeError(
      `The amount is a whole number of planck (the smallest unit), got ${JSON.stringify(value)}`,
    )
  const issue = checkReceiver('polkadot', to)
  if (issue) throw new InvalidReceiverError(to, issue)
  return { to, amount: BigInt(value) }
}
