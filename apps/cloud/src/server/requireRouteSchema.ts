import type { RouteOptions } from 'fastify'
import { RouteWithoutSchemaError } from '../errors'
import { isSdkAccess } from './routeConfig'

/**
 * onRoute: a route the OpenAPI document lists must declare its responses, and one that takes the
 * SDK query its querystring; hidden routes (the reference page's assets, CORS preflight) are exempt.
 */
export function requireRouteSchema(route: RouteOptions): void {
  if (route.schema?.hide) return
  const method = [route.method].flat().join(',')
  if (!route.schema?.response) throw new RouteWithoutSchemaError(method, route.url, 'response')
  if (isSdkAccess(route.config?.access) && !route.schema.querystring) {
    throw new RouteWithoutSchemaError(method, route.url, 'querystring')
  }
}
