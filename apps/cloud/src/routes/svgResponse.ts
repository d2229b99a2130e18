import type { RouteResponse } from '../http/route'

/** Images never change under one id, so clients may keep them for a day. */
export function svgResponse(svg: string): RouteResponse {
  return {
    body: svg,
    contentType: 'image/svg+xml',
    headers: { 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  }
}
