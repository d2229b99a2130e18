import {
  type SendTransactionParameters as AdapterSendTransactionParameters,
  isSolanaAddress,
  type UserRejectedRequestError,
} from '@portico/core'
import { checkCommitment } from '../checkCommitment'
import { connectedAddress, type SolanaAdapterContext } from '../context'
import { buildTransferTransaction } from '../transactions/buildTransferTransaction'
import { sendThroughWallet } from '../transactions/sendThroughWallet'
import { serializeTransaction } from '../transactions/serializeTransaction'

export type SendTransactionParameters = AdapterSendTransactionParameters & {
  /** SPEC §5: one of the Solana commitment values to confirm at; the adapter's own when absent. */
  commitment?: string
}
/** The transaction's base58 signature, once it reached the adapter's commitment. */
export type SendTransactionReturnType = string
export type SendTransactionErrorType = UserRejectedRequestError | Error

/** SPEC §4's send flow on Solana: SOL, or an SPL token to the receiver's associated token account. */
export async function sendTransaction(
  context: SolanaAdapterContext,
  { connectorId, caipNetwork, to, value, tokenAddress, commitment }: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const options = commitment === undefined ? {} : { commitment: checkCommitment(commitment) }
  // SPEC §5: a Solana address is 32 to 44 base58 characters.
  if (!isSolanaAddress(to)) throw new Error(`Invalid Solana address: ${to}`)
  if (tokenAddress && !isSolanaAddress(tokenAddress))
    throw new Error(`Invalid SPL mint address: ${tokenAddress}`)
  const wallet = context.registry.get(connectorId)
  const from = connectedAddress(wallet)
  const { transaction } = await buildTransferTransaction({
    connection: context.connectionFor(caipNetwork),
    from,
    to,
    amount: BigInt(value),
    ...(tokenAddress ? { mint: tokenAddress } : {}),
  })
  return sendThroughWallet(context, wallet, {
    address: from,
    transaction: serializeTransaction(transaction),
    caipNetwork,
    options,
  })
}
