import { type CaipNetwork, rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import { connectedAddress, type SolanaAdapterContext } from '../context'
import { WalletFeatureMissingError } from '../errors/WalletFeatureMissingError'
import { deserializeTransaction } from '../transactions/deserializeTransaction'
import { serializeTransaction } from '../transactions/serializeTransaction'
import { walletChainFor } from '../wallets/walletChainFor'

export type SignTransactionParameters<transaction extends Transaction | VersionedTransaction> = {
  connectorId: string
  transaction: transaction
  /** The signer; the wallet's first account when absent. */
  address?: string
  /** The network the transaction is for; the one the wallet is used on when absent. */
  caipNetwork?: CaipNetwork
}
export type SignTransactionErrorType = UserRejectedRequestError | WalletFeatureMissingError | Error

/** solana:signTransaction: the wallet's signature added, nothing sent; the same kind of transaction back. */
export async function signTransaction<transaction extends Transaction | VersionedTransaction>(
  context: SolanaAdapterContext,
  { connectorId, transaction, address, caipNetwork }: SignTransactionParameters<transaction>,
): Promise<transaction> {
  const wallet = context.registry.get(connectorId)
  if (!wallet.signTransaction) throw new WalletFeatureMissingError(wallet.name, 'solana:signTransaction')
  const signer = connectedAddress(wallet, address)
  const network = caipNetwork ?? context.networks.get(connectorId)
  const chain = network ? walletChainFor(wallet, network) : 'solana:mainnet'
  const signed = await wallet
    .signTransaction(signer, serializeTransaction(transaction), chain)
    .catch(rethrowAsUserRejection)
  return deserializeTransaction(signed) as transaction
}
