import { forwardRpc } from '../chains/callRpc'
import { findChain } from '../chains/findChain'
import { isProxiedRpcMethod } from '../chains/isProxiedRpcMethod'
import { RPC_MAX_BATCH_SIZE } from '../constants'
import {
  HttpError,
  INVALID_JSON_MESSAGE,
  RPC_BATCH_TOO_LARGE_MESSAGE,
  RPC_CALL_NOT_ALLOWED_MESSAGE,
  UPSTREAM_RPC_FAILED_MESSAGE,
} from '../errors'
import type { Route } from '../http/route'

type RpcCall = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** JSON-RPC's answer to a call the proxy will not forward (SPEC §8 text, code -32601). */
function refusal(call: RpcCall) {
  return {
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: -32601, message: RPC_CALL_NOT_ALLOWED_MESSAGE },
  }
}

const isAllowed = (call: RpcCall) => typeof call.method === 'string' && isProxiedRpcMethod(call.method)

/**
 * SPEC §7 note: the RPC endpoint {rpc}/v1/?chainId={id}&projectId={id}; JSON-RPC over HTTP POST,
 * one call or a batch, forwarded to the chain's node and answered with the node's own reply.
 * Calls outside the proxied methods are answered by the proxy with an error, in place.
 */
function rpcProxyRoute(path: string): Route {
  return {
    method: 'POST',
    path,
    access: 'projectId',
    handle: async ({ query, services, readJson }) => {
      const chain = findChain(services.chains, query.get('chainId'))
      const body = (await readJson()) as RpcCall | RpcCall[] | null
      if (typeof body !== 'object' || body === null) throw new HttpError(400, INVALID_JSON_MESSAGE)
      if (!Array.isArray(body)) {
        if (!isAllowed(body)) return { json: refusal(body) }
        const { status, text } = await forwardRpc(chain.rpcUrl, JSON.stringify(body))
        return { status, body: text, contentType: JSON_CONTENT_TYPE }
      }
      if (body.length > RPC_MAX_BATCH_SIZE) throw new HttpError(413, RPC_BATCH_TOO_LARGE_MESSAGE)
      const allowed = body.filter(isAllowed)
      if (allowed.length === body.length) {
        const { status, text } = await forwardRpc(chain.rpcUrl, JSON.stringify(body))
        return { status, body: text, contentType: JSON_CONTENT_TYPE }
      }
      const forwarded = allowed.length > 0 ? await forwardBatch(chain.rpcUrl, allowed) : []
      return { json: [...forwarded, ...body.filter((call) => !isAllowed(call)).map(refusal)] }
    },
  }
}

async function forwardBatch(rpcUrl: string, calls: RpcCall[]): Promise<unknown[]> {
  const { status, text } = await forwardRpc(rpcUrl, JSON.stringify(calls))
  const replies = status === 200 ? (JSON.parse(text) as unknown) : undefined
  if (!Array.isArray(replies)) throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
  return replies
}

export const rpcProxyRoutes: readonly Route[] = [rpcProxyRoute('/v1/'), rpcProxyRoute('/v1')]
