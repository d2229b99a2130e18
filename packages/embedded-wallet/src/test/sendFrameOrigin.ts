import { vi } from 'vitest'

/** The origin a node test's frame plays (any origin; the test's cloud is started with it as --frame-origin). */
export const NODE_FRAME_ORIGIN = 'http://localhost:4100'

/**
 * Node's fetch sends no Origin header, where the browser would send the secure frame's: the frame's code,
 * run in Node against a real cloud, gets it added to each call, as Chromium adds it (the cloud answers the
 * frame's origin only). Undone with vi.unstubAllGlobals.
 */
export function sendFrameOrigin(origin = NODE_FRAME_ORIGIN): void {
  const nodeFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    return nodeFetch(input, { ...init, headers })
  })
}
