import type { SendTransactionParameters } from '@portico/core'
import type { SolanaAdapterContext } from '../context'
import { buildTransferTransaction } from '../transactions/buildTransferTransaction'

export type EstimateSendFeeParameters = SendTransactionParameters & { from: string }
/** Lamports the send costs beyond its amount: the signatures' fee, and the rent of a token account it makes. */
export type EstimateSendFeeReturnType = bigint
export type EstimateSendFeeErrorType = Error

/**
 * The network fee of SPEC §4's Solana transfer: the same transaction sendTransaction builds (SOL, or
 * SPL with the receiver's token account when it lacks one), priced by the cluster's getFeeForMessage,
 * plus that new account's rent, which the sender pays too: the preview shows what leaves the wallet.
 */
export async function estimateSendFee(
  context: SolanaAdapterContext,
  { caipNetwork, from, to, value, tokenAddress }: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const connection = context.connectionFor(caipNetwork)
  const { transaction, accountRent } = await buildTransferTransaction({
    connection,
    from,
    to,
    amount: BigInt(value),
    ...(tokenAddress ? { mint: tokenAddress } : {}),
  })
  const { value: fee } = await connection.getFeeForMessage(transaction.compileMessage())
  // The cluster gives null for a blockhash it no longer knows; the one just fetched is known.
  if (fee === null) throw new Error('The cluster could not price the transfer')
  return BigInt(fee) + accountRent
}
