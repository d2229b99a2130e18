import { Connection, type Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { SolanaCloudChain } from '../chains/solanaCloudChain'
import { SIGNATURE_POLL_MS, TREASURY_RECEIPT_TIMEOUT_MS } from './onrampConstants'

/** Sends `lamports` of SOL to `to`; resolves with the signature once confirmed, throws if it failed. */
export async function sendSolanaTreasuryTransfer(
  chain: SolanaCloudChain,
  treasury: Keypair,
  transfer: { to: string; lamports: bigint },
): Promise<string> {
  const connection = new Connection(chain.rpcUrl, 'confirmed')
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: treasury.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: treasury.publicKey,
      toPubkey: new PublicKey(transfer.to),
      lamports: transfer.lamports,
    }),
  )
  transaction.sign(treasury)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  // Polled over HTTP: a cluster's websocket port is not part of what the cloud is told.
  const deadline = Date.now() + TREASURY_RECEIPT_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatus(signature)
    if (value?.err) throw new Error(`transfer ${signature} failed: ${JSON.stringify(value.err)}`)
    if (value?.confirmationStatus === 'confirmed' || value?.confirmationStatus === 'finalized')
      return signature
    await new Promise((resolve) => setTimeout(resolve, SIGNATURE_POLL_MS))
  }
  throw new Error(`transfer ${signature} was not confirmed in time`)
}
