import { test as base } from '@playwright/test'
import { guardOutsideHosts, type OutsideHostGuard } from '@portico/test-wallets/playwright'

/** Every test of the site uses this `test`: a request to any host but 127.0.0.1 or localhost fails it. */
export const test = base.extend<{ outsideHostGuard: OutsideHostGuard }>({
  outsideHostGuard: [
    async ({ context }, use) => {
      const guard = await guardOutsideHosts(context)
      await use(guard)
      guard.assertNoOutsideRequests()
    },
    { auto: true },
  ],
})

export { expect } from '@playwright/test'
