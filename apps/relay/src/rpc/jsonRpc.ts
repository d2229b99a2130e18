import { INVALID_REQUEST_MESSAGE, PARSE_ERROR_MESSAGE, RPC_INVALID_REQUEST, RPC_PARSE_ERROR } from '../errors'

/** A JSON-RPC id; ids beyond 2^53 stay as their digits so the answer carries them back unchanged. */
export type RpcId = number | string | { $bigint: string } | null

export type RpcIncoming =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; result?: unknown; error?: unknown }
  | { kind: 'invalid'; id: RpcId; code: number; message: string }

// The SDK's ids are 19-digit numbers (getBigIntRpcId); JSON.parse would round them.
const LARGE_ID = /("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g
const BIGINT_ID = /\{"\$bigint":"(\d+)"\}/g

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function parseRpcMessage(raw: string): RpcIncoming {
  let payload: unknown
  try {
    payload = JSON.parse(
      raw.replace(LARGE_ID, (_match, key: string, digits: string) => `${key}{"$bigint":"${digits}"}`),
    )
  } catch {
    return { kind: 'invalid', id: null, code: RPC_PARSE_ERROR, message: PARSE_ERROR_MESSAGE }
  }
  if (!isRecord(payload)) {
    return { kind: 'invalid', id: null, code: RPC_INVALID_REQUEST, message: INVALID_REQUEST_MESSAGE }
  }
  const id = (payload.id ?? null) as RpcId
  if (typeof payload.method === 'string') {
    return { kind: 'request', id, method: payload.method, params: payload.params }
  }
  if ('result' in payload || 'error' in payload) {
    return { kind: 'response', id, result: payload.result, error: payload.error }
  }
  return { kind: 'invalid', id, code: RPC_INVALID_REQUEST, message: INVALID_REQUEST_MESSAGE }
}

/** JSON text of an outgoing payload, with large ids written back as the exact numbers they were. */
export function serializeRpc(payload: unknown): string {
  return JSON.stringify(payload).replace(BIGINT_ID, '$1')
}

export function rpcResult(id: RpcId, result: unknown) {
  return { id, jsonrpc: '2.0', result }
}

export function rpcError(id: RpcId, code: number, message: string) {
  return { id, jsonrpc: '2.0', error: { code, message } }
}
