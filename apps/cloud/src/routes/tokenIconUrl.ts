import type { FastifyRequest } from 'fastify'

/** An absolute URL of this cloud's token image, carrying the caller's SDK query so it loads as is. */
export function tokenIconUrl(request: Pick<FastifyRequest, 'headers' | 'query'>, symbol: string): string {
  const url = new URL(
    `/public/getTokenImage/${encodeURIComponent(symbol)}`,
    `http://${request.headers.host ?? 'localhost'}`,
  )
  const query = request.query as Record<string, unknown>
  for (const name of ['projectId', 'st', 'sv']) {
    const value = query[name]
    if (typeof value === 'string' && value) url.searchParams.set(name, value)
  }
  return url.toString()
}
