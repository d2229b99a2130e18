import { RPC_TIMEOUT_MS } from '../constants'
import { HttpError, UPSTREAM_RPC_FAILED_MESSAGE } from '../errors'

/** The node's raw answer to a JSON-RPC body (one call or a batch): its status and its text. */
export async function forwardRpc(rpcUrl: string, body: string): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
    return { status: response.status, text: await response.text() }
  } catch {
    throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
  }
}

/** One JSON-RPC call; its result, or 502 when the node fails or answers an error. */
export async function callRpc<Result>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<Result> {
  const { status, text } = await forwardRpc(rpcUrl, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
  const reply = status === 200 ? (JSON.parse(text) as { result?: Result; error?: unknown }) : undefined
  if (!reply || reply.error !== undefined || reply.result === undefined) {
    throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
  }
  return reply.result
}
