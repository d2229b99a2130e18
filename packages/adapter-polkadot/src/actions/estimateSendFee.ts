import type { SendTransactionParameters } from '@portico/core'
import { polkadotApiFor } from '../chain/polkadotApiFor'
import type { PolkadotAdapterContext } from '../context'
import { parseTransfer } from '../transactions/parseTransfer'

export type EstimateSendFeeParameters = SendTransactionParameters & { from: string }
/** Planck the chain charges for the transfer (its partial fee: no tip). */
export type EstimateSendFeeReturnType = bigint
export type EstimateSendFeeErrorType = Error

/** The network fee of the transfer sendTransaction would send, as the runtime prices it (`paymentInfo`). */
export async function estimateSendFee(
  context: PolkadotAdapterContext,
  { caipNetwork, from, to, value, tokenAddress }: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const transfer = parseTransfer({ to, value, ...(tokenAddress ? { tokenAddress } : {}) })
  const api = await polkadotApiFor(context, caipNetwork)
  const { partialFee } = await api.tx.balances
    .transferKeepAlive(transfer.to, transfer.amount)
    .paymentInfo(from)
  return partialFee.toBigInt()
}
