import { caipNetworkId } from '../chains/cloudChain'
import type { Route } from '../http/route'

/** SPEC §7: GET /v1/supported-chains → the http and ws lists (CAIP-2 ids); the proxy is HTTP only. */
export const supportedChainsRoute: Route = {
  method: 'GET',
  path: '/v1/supported-chains',
  access: 'sdk',
  handle: async ({ services }) => ({ json: { http: services.chains.map(caipNetworkId), ws: [] } }),
}
