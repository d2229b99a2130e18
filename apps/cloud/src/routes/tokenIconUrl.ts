import type { RouteContext } from '../http/route'

/** An absolute URL of this cloud's token image, carrying the caller's SDK query so it loads as is. */
export function tokenIconUrl(context: Pick<RouteContext, 'headers' | 'query'>, symbol: string): string {
  const url = new URL(
    `/public/getTokenImage/${encodeURIComponent(symbol)}`,
    `http://${context.headers.host ?? 'localhost'}`,
  )
  for (const name of ['projectId', 'st', 'sv']) {
    const value = context.query.get(name)
    if (value) url.searchParams.set(name, value)
  }
  return url.toString()
}
