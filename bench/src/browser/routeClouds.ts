import type { BrowserContext, Route } from 'playwright-core'

export type CloudCall = {
  url: string
  atMs: number
  answer: 'portico-cloud' | 'local-stub' | 'websocket-stub'
}

/**
 * Every "cloud call" of a page, answered locally, optionally after `delayMs`:
 * - Portico's own cloud (the local apps/cloud) is reached for real, after the delay.
 * - Reown's API hosts are answered by the local Portico Cloud, whose AppKit-compatible routes
 *   (SPEC §7) serve the same paths; every other outside host gets an empty local answer.
 * - Outside WebSockets (WalletConnect's relay) open but never answer: no request leaves the machine.
 * Calls are recorded with their time since `since()` so the results can say what each product does.
 */
export async function routeClouds(
  context: BrowserContext,
  { cloudUrl, delayMs, since }: { cloudUrl: string; delayMs: number; since: () => number },
): Promise<CloudCall[]> {
  const calls: CloudCall[] = []
  const cloud = new URL(cloudUrl)
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs))
  const corsHeaders = (origin: string | undefined) => ({
    'access-control-allow-origin': origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
  })

  await context.route('**/*', async (route: Route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue()
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    if (local && url.host !== cloud.host) return route.continue()
    const origin = (await request.allHeaders()).origin
    if (request.method() === 'OPTIONS') {
      return route.fulfill({ status: 204, headers: corsHeaders(origin) })
    }
    if (local) {
      calls.push({ url: url.href, atMs: since(), answer: 'portico-cloud' })
      if (delayMs > 0) await wait()
      return route.continue().catch(() => undefined)
    }
    const reown = /^api\.(web3modal|reown)\.(org|com)$/.test(url.hostname)
    calls.push({ url: url.href, atMs: since(), answer: reown ? 'portico-cloud' : 'local-stub' })
    if (delayMs > 0) await wait()
    try {
      if (reown) {
        const response = await route.fetch({ url: `${cloud.origin}${url.pathname}${url.search}` })
        return await route.fulfill({
          status: response.status(),
          headers: { ...response.headers(), ...corsHeaders(origin) },
          body: await response.body(),
        })
      }
      const isJson = request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
      return await route.fulfill({
        status: isJson ? 200 : 404,
        headers: { ...corsHeaders(origin), 'content-type': isJson ? 'application/json' : 'text/plain' },
        body: isJson ? '{}' : '',
      })
    } catch {
      // The page went away while the answer was delayed.
    }
  })
  await context.routeWebSocket(/^wss?:\/\/(?!127\.0\.0\.1|localhost)/, (socket) => {
    calls.push({ url: socket.url(), atMs: since(), answer: 'websocket-stub' })
  })
  return calls
}
