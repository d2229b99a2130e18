import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import { chainCurrency } from '../chain/chainCurrency'
import { InsufficientBalanceError } from '../errors/InsufficientBalanceError'

/**
 * Refuses, before the wallet is asked, a transfer the sender cannot pay: transferKeepAlive needs the
 * amount and the fee from the free balance and leaves at least the existential deposit, or the chain
 * refuses it (and may keep the fee).
 */
export async function checkAffordable(
  api: ApiPromise,
  transfer: SubmittableExtrinsic<'promise'>,
  sender: string,
  amount: bigint,
): Promise<void> {
  const [{ data }, { partialFee }] = await Promise.all([
    api.query.system.account(sender),
    transfer.paymentInfo(sender),
  ])
  const free = data.free.toBigInt()
  const fee = partialFee.toBigInt()
  const keep = api.consts.balances.existentialDeposit.toBigInt()
  if (amount + fee + keep > free)
    throw new InsufficientBalanceError({ amount, fee, keep, free, ...chainCurrency(api) })
}
