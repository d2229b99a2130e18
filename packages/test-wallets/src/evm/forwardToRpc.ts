import { ProviderRpcError } from './ProviderRpcError'

let nextId = 1

/** Sends one JSON-RPC request to a chain's node with fetch, so the wallet works in a page and in Node. */
export async function forwardToRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  if (!response.ok) throw new ProviderRpcError(-32603, `RPC ${rpcUrl} answered HTTP ${response.status}`)
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
