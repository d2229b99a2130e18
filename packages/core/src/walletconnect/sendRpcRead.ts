import { RpcReadError } from './errors'

let nextId = 1

/** One JSON-RPC call over HTTP POST (SPEC §7) to a chain's own RPC, for reads that need no wallet. */
export async function sendRpcRead<T>(rpcUrl: string, method: string, params: unknown): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  if (!response.ok) throw new RpcReadError(method, `HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error) throw new RpcReadError(method, body.error.message, body.error.code)
  return body.result as T
}
