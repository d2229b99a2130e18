import type { CaipNetwork, UserRejectedRequestError } from '@portico/core'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import { checkCommitment } from '../checkCommitment'
import { connectedAddress, type SolanaAdapterContext } from '../context'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import type { InvalidCommitmentErrorType } from '../errors/InvalidCommitmentError'
import { sendThroughWallet } from '../transactions/sendThroughWallet'
import { serializeTransaction } from '../transactions/serializeTransaction'
import type { SendOptions } from '../wallets/SolanaWallet'

export type SignAndSendTransactionParameters = {
  connectorId: string
  transaction: Transaction | VersionedTransaction
  address?: string
  caipNetwork?: CaipNetwork
  /** SPEC §5: commitment must be one of the Solana commitment values. */
  options?: { commitment?: string; skipPreflight?: boolean; maxRetries?: number }
}
/** The transaction's base58 signature, once it reached the commitment. */
export type SignAndSendTransactionReturnType = string
export type SignAndSendTransactionErrorType =
  | InvalidCommitmentErrorType
  | UserRejectedRequestError
  | ConnectorNotConnectedError
  | Error

/** solana:signAndSendTransaction through the connected wallet, confirmed at the commitment. */
export async function signAndSendTransaction(
  context: SolanaAdapterContext,
  { connectorId, transaction, address, caipNetwork, options = {} }: SignAndSendTransactionParameters,
): Promise<SignAndSendTransactionReturnType> {
  const { commitment, ...rest } = options
  const sendOptions: SendOptions = {
    ...rest,
    ...(commitment !== undefined ? { commitment: checkCommitment(commitment) } : {}),
  }
  const wallet = context.registry.get(connectorId)
  const signer = connectedAddress(wallet, address)
  const network = caipNetwork ?? context.networks.get(connectorId)
  if (!network) throw new ConnectorNotConnectedError(connectorId)
  return sendThroughWallet(context, wallet, {
    address: signer,
    transaction: serializeTransaction(transaction),
    caipNetwork: network,
    options: sendOptions,
  })
}
