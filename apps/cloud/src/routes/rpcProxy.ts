import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { forwardRpc } from '../chains/callRpc'
import { findChain } from '../chains/findChain'
import { isProxiedRpcMethod } from '../chains/isProxiedRpcMethod'
import { RPC_MAX_BATCH_SIZE } from '../constants'
import {
  HttpError,
  RPC_BATCH_TOO_LARGE_MESSAGE,
  rpcCallNotAllowedMessage,
  UPSTREAM_RPC_FAILED_MESSAGE,
} from '../errors'
import { ChainIdParameter, withErrors } from '../server/commonSchemas'

const RpcCallSchema = Type.Object(
  {
    jsonrpc: Type.Optional(Type.String()),
    id: Type.Optional(Type.Unknown()),
    method: Type.Optional(Type.String()),
    params: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
)
type RpcCall = { id?: unknown; method?: string }

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** JSON-RPC's answer to a call the proxy will not forward (SPEC §8 text and the method, code -32601), in HTTP 200. */
function refusal(call: RpcCall) {
  return {
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: -32601, message: rpcCallNotAllowedMessage(call.method) },
  }
}

const isAllowed = (call: RpcCall) => typeof call.method === 'string' && isProxiedRpcMethod(call.method)

/**
 * SPEC §7 note: the RPC endpoint {rpc}/v1/?chainId={id}&projectId={id}; JSON-RPC over HTTP POST,
 * one call or a batch, forwarded to the chain's node and answered with the node's own reply.
 * Calls outside the proxied methods are answered by the proxy with an error, in place.
 */
export const rpcProxyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const path of ['/v1/', '/v1']) {
    app.post(
      path,
      {
        schema: {
          summary: 'JSON-RPC proxy to a served chain (one call or a batch)',
          querystring: Type.Object({ chainId: ChainIdParameter, projectId: Type.String({ minLength: 1 }) }),
          body: Type.Union([RpcCallSchema, Type.Array(RpcCallSchema)]),
          response: withErrors({ 200: Type.Unknown({ description: "The node's JSON-RPC answer" }) }),
        },
        config: { access: 'sdk', rateLimitFamily: 'dataApi' },
      },
      async (request, reply) => {
        const chain = findChain(app.services.chains, request.query.chainId)
        const body = request.body as RpcCall | RpcCall[]
        if (!Array.isArray(body)) {
          if (!isAllowed(body)) return refusal(body)
          const { status, text } = await forwardRpc(chain.rpcUrl, JSON.stringify(body))
          return reply.status(status).type(JSON_CONTENT_TYPE).send(text)
        }
        if (body.length > RPC_MAX_BATCH_SIZE) throw new HttpError(413, RPC_BATCH_TOO_LARGE_MESSAGE)
        const allowed = body.filter(isAllowed)
        if (allowed.length === body.length) {
          const { status, text } = await forwardRpc(chain.rpcUrl, JSON.stringify(body))
          return reply.status(status).type(JSON_CONTENT_TYPE).send(text)
        }
        const forwarded = allowed.length > 0 ? await forwardBatch(chain.rpcUrl, allowed) : []
        return [...forwarded, ...body.filter((call) => !isAllowed(call)).map(refusal)]
      },
    )
  }
}

async function forwardBatch(rpcUrl: string, calls: RpcCall[]): Promise<unknown[]> {
  const { status, text } = await forwardRpc(rpcUrl, JSON.stringify(calls))
  const replies = status === 200 ? (JSON.parse(text) as unknown) : undefined
  if (!Array.isArray(replies)) throw new HttpError(502, UPSTREAM_RPC_FAILED_MESSAGE)
  return replies
}
