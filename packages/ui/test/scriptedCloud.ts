/** What one cloud route answers: a JSON body with a status, or a promise of one (held until the test says). */
export type CloudAnswer = { status: number; body: unknown }
type Route = (url: URL) => CloudAnswer | Promise<CloudAnswer>

export const CLOUD_URL = 'http://127.0.0.1:9/cloud'

/**
 * Portico Cloud's answers scripted in the page, given to core as its `fetch` option: core's real
 * cloud client, cache and stores run; only the HTTP hop is replaced. Unknown paths answer 404.
 */
export function scriptedCloud(routes: Record<string, Route>) {
  const requests: URL[] = []
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    requests.push(url)
    const path = url.pathname.replace(/^\/cloud/, '')
    const route = Object.entries(routes).find(([prefix]) => path.startsWith(prefix))?.[1]
    const { status, body } = route ? await route(url) : { status: 404, body: { message: 'no route' } }
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch, requests }
}

/** An answer the test releases later, so the state before it can be looked at. */
export function heldAnswer(answer: CloudAnswer) {
  let release: () => void = () => undefined
  const promise = new Promise<CloudAnswer>((resolve) => {
    release = () => resolve(answer)
  })
  return { promise, release }
}
