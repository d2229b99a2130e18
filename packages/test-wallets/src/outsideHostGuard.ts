const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** True for a URL that stays on this machine; only those may leave the page in a test. */
export function isLocalUrl(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true
  return LOCAL_HOSTS.has(url.hostname)
}

export type OutsideHostGuard = {
  /** Every outside URL the page tried, in order; each was aborted. */
  readonly requests: string[]
  /** Throws, naming each URL, when the page tried any outside host. */
  assertNoOutsideRequests: () => void
}

/** What the guard needs of Playwright's BrowserContext (or Page), so this module imports nothing of Playwright. */
export type RouteTarget = {
  route(
    url: (url: URL) => boolean,
    handler: (route: { request(): { url(): string }; abort(errorCode?: string): Promise<void> }) => unknown,
  ): Promise<unknown>
  routeWebSocket(
    url: (url: URL) => boolean,
    handler: (socket: { url(): string; close(): Promise<void> }) => unknown,
  ): Promise<unknown>
}

/**
 * Blocks and records every HTTP and WebSocket request from `context` to a host other than 127.0.0.1 or
 * localhost: a test that passes this way needs nothing beyond the machine it runs on.
 */
export async function guardOutsideHosts(context: RouteTarget): Promise<OutsideHostGuard> {
  const requests: string[] = []
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      requests.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !isLocalUrl(url),
    (socket) => {
      requests.push(socket.url())
      return socket.close()
    },
  )
  return {
    requests,
    assertNoOutsideRequests() {
      if (requests.length > 0) {
        throw new Error(`The page requested hosts other than 127.0.0.1 or localhost:\n${requests.join('\n')}`)
      }
    },
  }
}
