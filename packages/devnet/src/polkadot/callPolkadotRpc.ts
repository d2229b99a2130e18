import { PolkadotDevnetStartError } from '../errors'

type RpcAnswer<T> = { result?: T; error?: { code: number; message: string } }

/** One JSON-RPC call over HTTP, which chopsticks serves on the same port as its websocket. */
export async function callPolkadotRpc<T>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = (await response.json()) as RpcAnswer<T>
  if (answer.error) {
    throw new PolkadotDevnetStartError(`${method} failed on ${rpcUrl}: ${answer.error.message}`)
  }
  return answer.result as T
}
