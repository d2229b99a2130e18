import { base58 } from '@scure/base'

/** A failed JSON-RPC answer from the Solana RPC, with its code and data kept for the caller. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

async function call<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as {
    result?: T
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new SolanaRpcError(body.error.code, body.error.message, body.error.data)
  return body.result as T
}

export type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
  commitment?: 'processed' | 'confirmed' | 'finalized'
}

const COMMITMENT_ORDER = ['processed', 'confirmed', 'finalized']
const CONFIRM_POLL_MS = 250
const CONFIRM_TIMEOUT_MS = 30_000

/** Sends a signed transaction as a wallet does, and waits for `commitment` when asked to. */
export async function sendToSolanaRpc(
  rpcUrl: string,
  signed: Uint8Array,
  options: SendOptions = {},
): Promise<string> {
  const { commitment, ...sendOptions } = options
  const signature = await call<string>(rpcUrl, 'sendTransaction', [
    base58.encode(signed),
    { encoding: 'base58', ...sendOptions },
  ])
  if (!commitment) return signature
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await call<{ value: ({ err: unknown; confirmationStatus: string } | null)[] }>(
      rpcUrl,
      'getSignatureStatuses',
      [[signature]],
    )
    const [status] = value
    if (status?.err) throw new SolanaRpcError(-32002, `Transaction ${signature} failed`, status.err)
    if (
      status &&
      COMMITMENT_ORDER.indexOf(status.confirmationStatus) >= COMMITMENT_ORDER.indexOf(commitment)
    ) {
      return signature
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new SolanaRpcError(
    -32002,
    `Transaction ${signature} was not ${commitment} within ${CONFIRM_TIMEOUT_MS} ms`,
  )
}
