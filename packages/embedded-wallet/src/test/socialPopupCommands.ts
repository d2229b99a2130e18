import { refuseAtLocalProvider, signInAtLocalProvider } from '@portico/oidc-provider'
import type { BrowserContext, Page, Route } from 'playwright'
import type { BrowserCommand } from 'vitest/node'

// What the social login tests ask of Node: the popup is another page of the browser, which only
// Playwright reaches (the test page may not read it across origins), as a person would see and use it.

type PlaywrightContext = { context: BrowserContext }

/** The open page whose address starts with `prefix` (a popup on its way there), waited for up to 15 s. */
async function pageAt({ context }: PlaywrightContext, prefix: string): Promise<Page> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const page = context.pages().find((candidate) => candidate.url().startsWith(prefix))
    if (page) return page
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no popup at ${prefix} within 15 s`)
}

type Commands = {
  /** Types `username` into the local OpenID provider's form in the popup and signs in. */
  signInInSocialPopup: (issuer: string, username: string) => Promise<void>
  /** How many open pages have an address starting with `prefix` (0: the popup was closed). */
  countPopups: (prefix: string) => Promise<number>
  /** Presses Cancel on the local OpenID provider's form in the popup: the sign-in comes back refused. */
  cancelInSocialPopup: (issuer: string) => Promise<void>
  /** The text a person reads in the popup's page at `prefix` (its main part, as its script left it). */
  socialPopupText: (prefix: string) => Promise<string>
  /** Closes the popup at `prefix`, as a person closing the window. */
  closeSocialPopup: (prefix: string) => Promise<void>
  /**
   * The next sign-in at the provider `issuer` comes back to a broken callback, as an attacker would make
   * it: `tamper` alters its state; `replay` lets the real one come back first (its page fetched, its state
   * spent), then sends the popup to the same callback again.
   */
  breakNextSocialCallback: (issuer: string, how: 'tamper' | 'replay') => Promise<void>
  /**
   * What the browser does after a redirect sign-in's `location.assign` (the test page, vitest's
   * runner, cannot leave): signs in as `username` at the provider and answers the cloud callback's redirect.
   */
  followSocialRedirect: (
    authorizationUrl: string,
    username: string,
  ) => Promise<{ status: number; location: string }>
  /** The same trip with "Cancel" pressed at the provider: the callback's answer to its access_denied. */
  followSocialRefusal: (authorizationUrl: string) => Promise<{ status: number; location: string }>
  /** The storage keys the frame at `frameUrl` holds in its own origin's sessionStorage and localStorage. */
  frameStorageKeys: (frameUrl: string) => Promise<{ session: string[]; local: string[] }>
}

declare module 'vitest/browser' {
  interface BrowserCommands extends Commands {}
}

type AsCommands<commands> = {
  [name in keyof commands]: commands[name] extends (...args: infer args) => infer result
    ? BrowserCommand<args, Awaited<result>>
    : never
}

export const socialPopupCommands: AsCommands<Commands> = {
  async signInInSocialPopup(context, issuer, username) {
    const popup = await pageAt(context as unknown as PlaywrightContext, issuer)
    await popup.getByLabel('Username').fill(username)
    await popup.getByRole('button', { name: 'Sign in' }).click()
  },
  async countPopups(context, prefix) {
    const { context: browserContext } = context as unknown as PlaywrightContext
    return browserContext.pages().filter((page) => page.url().startsWith(prefix)).length
  },
  async cancelInSocialPopup(context, issuer) {
    const popup = await pageAt(context as unknown as PlaywrightContext, issuer)
    await popup.getByRole('button', { name: 'Cancel' }).click()
  },
  async socialPopupText(context, prefix) {
    const popup = await pageAt(context as unknown as PlaywrightContext, prefix)
    return (await popup.locator('main').textContent()) ?? ''
  },
  async closeSocialPopup(context, prefix) {
    await (await pageAt(context as unknown as PlaywrightContext, prefix)).close()
  },
  async breakNextSocialCallback(context, issuer, how) {
    const { context: browserContext } = context as unknown as PlaywrightContext
    // The popup's first request to the provider is its authorization request (Playwright routes the first
    // request of a navigation, not its redirects): the sign-in is done here with its very state, nonce and
    // PKCE challenge, and the popup sent straight to the callback, broken.
    const isAuthorization = (url: URL) => url.href.startsWith(`${issuer}/auth?`)
    const handler = async (route: Route) => {
      const callback = await signInAtLocalProvider(route.request().url(), `broken-${Date.now()}`)
      if (how === 'tamper') {
        const state = callback.searchParams.get('state') ?? ''
        callback.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
      } else await (await fetch(callback)).arrayBuffer()
      await route.fulfill({ status: 303, headers: { location: callback.href } })
    }
    await browserContext.route(isAuthorization, handler, { times: 1 })
  },
  async followSocialRedirect(_context, authorizationUrl, username) {
    const callback = await signInAtLocalProvider(authorizationUrl, username)
    const response = await fetch(callback, { redirect: 'manual' })
    await response.arrayBuffer()
    return { status: response.status, location: response.headers.get('location') ?? '' }
  },
  async followSocialRefusal(_context, authorizationUrl) {
    const response = await fetch(await refuseAtLocalProvider(authorizationUrl), { redirect: 'manual' })
    await response.arrayBuffer()
    return { status: response.status, location: response.headers.get('location') ?? '' }
  },
  async frameStorageKeys(context, frameUrl) {
    const { context: browserContext } = context as unknown as PlaywrightContext
    const frame = browserContext
      .pages()
      .flatMap((page) => page.frames())
      .find((candidate) => candidate.url().startsWith(frameUrl))
    if (!frame) throw new Error(`no frame at ${frameUrl}`)
    return frame.evaluate(() => ({ session: Object.keys(sessionStorage), local: Object.keys(localStorage) }))
  },
}
