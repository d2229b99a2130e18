const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Replaces global fetch so any request beyond 127.0.0.1 fails at once and is recorded; the test
 * asserts the record stays empty. The SDK's verify, echo and pulse calls all go through fetch.
 */
export function guardOutsideRequests() {
  const original = globalThis.fetch
  const outside: string[] = []
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!LOCAL_HOSTS.has(url.hostname)) {
      outside.push(url.href)
      return Promise.reject(new TypeError(`blocked request to ${url.host}: tests stay on 127.0.0.1`))
    }
    return original(input, init)
  }
  return {
    outside,
    restore() {
      globalThis.fetch = original
    },
  }
}
