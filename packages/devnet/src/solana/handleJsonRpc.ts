import { RpcError } from './RpcError'
import type { RpcMethod } from './rpcContext'
import { readParams } from './rpcParams'
import type { SolanaLedger } from './SolanaLedger'

type JsonRpcId = string | number | null
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } }

function errorResponse(id: JsonRpcId, error: RpcError): JsonRpcResponse {
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    },
  }
}

/** Answers one JSON-RPC request object; the ledger's own failures become -32603 with their message. */
export function handleJsonRpcRequest(
  request: unknown,
  methods: Record<string, RpcMethod>,
  ledger: SolanaLedger,
): JsonRpcResponse {
  const {
    id = null,
    method,
    params,
    jsonrpc,
  } = (request ?? {}) as {
    id?: JsonRpcId
    method?: unknown
    params?: unknown
    jsonrpc?: unknown
  }
  if (jsonrpc !== '2.0' || typeof method !== 'string') {
    return errorResponse(id, new RpcError(-32600, 'Invalid request'))
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return errorResponse(id, RpcError.methodNotFound(method))
  try {
    return { jsonrpc: '2.0', id, result: handler(readParams(params), ledger) }
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id, error)
    return errorResponse(id, new RpcError(-32603, `Internal error: ${(error as Error).message}`))
  }
}

/** JSON with u64 values as plain numbers, as agave writes them. */
export function stringifyRpc(value: unknown): string {
  return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? Number(item) : item))
}

/** Answers a request body: one request, or a batch as an array. */
export function handleJsonRpcBody(
  body: string,
  methods: Record<string, RpcMethod>,
  ledger: SolanaLedger,
): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return stringifyRpc(errorResponse(null, new RpcError(-32700, 'Parse error')))
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return stringifyRpc(errorResponse(null, new RpcError(-32600, 'Invalid request')))
    return stringifyRpc(parsed.map((request) => handleJsonRpcRequest(request, methods, ledger)))
  }
  return stringifyRpc(handleJsonRpcRequest(parsed, methods, ledger))
}
