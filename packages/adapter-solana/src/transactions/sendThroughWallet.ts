import { type CaipNetwork, rethrowAsUserRejection } from '@portico/core'
import bs58 from 'bs58'
import type { SolanaAdapterContext } from '../context'
import { WalletFeatureMissingError } from '../errors/WalletFeatureMissingError'
import type { SendOptions, SolanaWallet } from '../wallets/SolanaWallet'
import { walletChainFor } from '../wallets/walletChainFor'
import { waitForSignature } from './waitForSignature'

/**
 * Has the wallet sign and send a serialized transaction, then waits for the commitment. A wallet
 * that serves the network's chain sends it itself (solana:signAndSendTransaction); otherwise it
 * only signs and the adapter sends through the network's RPC. Returns the base58 signature.
 */
export async function sendThroughWallet(
  context: SolanaAdapterContext,
  wallet: SolanaWallet,
  {
    address,
    transaction,
    caipNetwork,
    options,
  }: {
    address: string
    transaction: Uint8Array
    caipNetwork: CaipNetwork
    options: SendOptions
  },
): Promise<string> {
  const connection = context.connectionFor(caipNetwork)
  const chain = walletChainFor(wallet, caipNetwork)
  const commitment = options.commitment ?? context.commitment
  let signature: string
  try {
    if (wallet.signAndSendTransaction && wallet.supportsChain(chain)) {
      const bytes = await wallet.signAndSendTransaction(address, transaction, chain, options, connection)
      signature = bs58.encode(bytes)
    } else if (wallet.signTransaction) {
      const signed = await wallet.signTransaction(address, transaction, chain)
      signature = await connection.sendRawTransaction(signed, {
        preflightCommitment: commitment,
        ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
        ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      })
    } else {
      throw new WalletFeatureMissingError(wallet.name, 'solana:signAndSendTransaction')
    }
  } catch (error) {
    return rethrowAsUserRejection(error)
  }
  await waitForSignature(connection, signature, commitment)
  return signature
}
