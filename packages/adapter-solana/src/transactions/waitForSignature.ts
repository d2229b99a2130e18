import { CONFIRMATION_WAIT_TIMEOUT_MS, type SolanaCommitment } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import { SIGNATURE_POLL_INTERVAL_MS } from '../constants'
import { TransactionFailedError } from '../errors/TransactionFailedError'
import { meetsCommitment } from './meetsCommitment'

/**
 * Polls the signature's status until it reaches the commitment (over HTTP, so no websocket is
 * needed); a failed transaction or SPEC §9's 25 s confirmation wait running out throws.
 */
export async function waitForSignature(
  connection: Connection,
  signature: string,
  commitment: SolanaCommitment,
  { timeoutMs = CONFIRMATION_WAIT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw new TransactionFailedError(signature, `failed: ${JSON.stringify(status.err)}`)
    if (meetsCommitment(status?.confirmationStatus, commitment)) return
    if (Date.now() >= deadline)
      throw new TransactionFailedError(signature, `was not ${commitment} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, SIGNATURE_POLL_INTERVAL_MS))
  }
}
