import { forwardRpc } from '../chains/callRpc'
import { findChain } from '../chains/findChain'
import { HttpError, INVALID_JSON_MESSAGE } from '../errors'
import type { Route } from '../http/route'

/**
 * SPEC §7 note: the RPC endpoint {rpc}/v1/?chainId={id}&projectId={id}; JSON-RPC over HTTP POST,
 * one call or a batch, forwarded to the chain's node and answered with the node's own reply.
 */
function rpcProxyRoute(path: string): Route {
  return {
    method: 'POST',
    path,
    access: 'projectId',
    handle: async ({ query, services, readJson }) => {
      const chain = findChain(services.chains, query.get('chainId'))
      const body = await readJson()
      if (typeof body !== 'object' || body === null) throw new HttpError(400, INVALID_JSON_MESSAGE)
      const { status, text } = await forwardRpc(chain.rpcUrl, JSON.stringify(body))
      return { status, body: text, contentType: 'application/json; charset=utf-8' }
    },
  }
}

export const rpcProxyRoutes: readonly Route[] = [rpcProxyRoute('/v1/'), rpcProxyRoute('/v1')]
