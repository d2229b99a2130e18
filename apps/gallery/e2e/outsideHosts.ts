import { test as base } from '@playwright/test'

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Every gallery check uses this `test`: the gallery must run offline, so a request to any host but
 * this machine is refused and fails the test (data: URIs and the fixture cloud never leave the page).
 */
export const test = base.extend<{ outsideHosts: string[] }>({
  outsideHosts: [
    async ({ context }, use) => {
      const outside: string[] = []
      await context.route(
        (url) => url.protocol.startsWith('http') && !LOCAL_HOSTS.has(url.hostname),
        (route) => {
          outside.push(route.request().url())
          return route.abort('blockedbyclient')
        },
      )
      await use(outside)
      if (outside.length > 0) throw new Error(`the story reached outside hosts: ${outside.join(', ')}`)
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
