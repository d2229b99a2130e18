import { FAILED_TO_CONNECT } from '@portico/core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { commands } from 'vitest/browser'
import '../test/testStack'
import { connectSocialByRedirect, type RedirectingPage } from './connectSocialByRedirect'
import { createEmbeddedWalletBridge, type EmbeddedWalletBridge } from './createEmbeddedWalletBridge'
import { redeemSocialRedirectResult } from './redeemSocialRedirectResult'

// SPEC §2's redirect, through the bridge, in Debian's Chromium against the real stack: in a Telegram mini app
// the page itself goes to the provider and comes back with result_uri. This page is vitest's runner and
// cannot leave, so `location.assign` is recorded here and Node plays the browser's trip (provider, callback);
// the trip back is this page's address set to the callback's answer, and a new frame is the page's reload.
const stack = inject('stack')
const [l1] = stack.evm as [{ chainId: number; rpcUrl: string }]
const cloudOrigin = new URL(stack.cloudUrl).origin

const openBridge = () =>
  createEmbeddedWalletBridge({
    frameUrl: stack.frameUrl,
    projectId: stack.socialRedirectProjectId,
    chainId: l1.chainId,
    rpcUrl: l1.rpcUrl,
  })

const original = location.href
/** The mini app's page: its own query parameter (percent-encoded) and hash must come back exactly. */
const miniAppPage = `${original.split('#')[0]}${original.includes('?') ? '&' : '?'}tgWebAppStartParam=a%20b#tgWebAppData=x`

/** The page as `connectSocialByRedirect` sees it: this address, its navigation recorded. */
function recordingPage(): RedirectingPage & { assigned: string[] } {
  const assigned: string[] = []
  return { assigned, location: { href: location.href, assign: (url) => void assigned.push(String(url)) } }
}

/** Starts a redirect sign-in as the click in the mini app does; resolves to where the page was sent. */
async function startRedirect(provider: 'github' | 'discord' = 'github'): Promise<string> {
  const page = recordingPage()
  void connectSocialByRedirect({ bridge, provider, page })
  await expect.poll(() => page.assigned.length).toBe(1)
  return page.assigned[0] ?? ''
}

/** The page's reload on its way back: the frame is made anew, as the page's own script does. */
async function reload(): Promise<void> {
  bridge.destroy()
  bridge = openBridge()
  await bridge.load()
}

let bridge: EmbeddedWalletBridge

beforeAll(async () => {
  history.replaceState(null, '', miniAppPage)
  bridge = openBridge()
  await bridge.load()
})
afterEach(() => history.replaceState(null, '', miniAppPage))
afterAll(() => {
  bridge.destroy()
  history.replaceState(null, '', original)
})

describe('social login by redirect', () => {
  test('a reload between the start and the return still connects; result_uri then leaves the address alone', async () => {
    const username = `redirect-${crypto.randomUUID().slice(0, 8)}`
    const uri = new URL(await startRedirect('github'))
    expect(uri.origin).toBe(stack.oidcIssuer)
    // The secret waits in the frame origin's sessionStorage for this attempt, never in its localStorage.
    expect(await commands.frameStorageKeys(stack.frameUrl)).toMatchObject({
      session: ['portico-social-login-pending'],
    })
    expect((await commands.frameStorageKeys(stack.frameUrl)).local).not.toContain(
      'portico-social-login-pending',
    )

    const back = await commands.followSocialRedirect(uri.href, username)
    expect(back.status).toBe(303)
    const code = new URL(back.location).searchParams.get('result_uri')
    expect(back.location).toBe(miniAppPage.replace('#', `&result_uri=${code}#`))

    await reload()
    history.replaceState(null, '', back.location)
    const user = await redeemSocialRedirectResult({ bridge })
    expect(user).toMatchObject({ authProvider: 'github', userName: username, chainId: l1.chainId })
    expect(user?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(location.href).toBe(miniAppPage)
    // Redeemed: the secret is gone, and the code cannot serve again.
    expect((await commands.frameStorageKeys(stack.frameUrl)).session).toEqual([])
    history.replaceState(null, '', back.location)
    await expect(redeemSocialRedirectResult({ bridge })).rejects.toThrow(
      'No social sign-in was started in this wallet, or it expired: choose the provider again',
    )
    expect(location.href).toBe(miniAppPage)
    await bridge.signOut()
  })

  test('a result code without the secret of its own attempt is refused, and the parameter still leaves', async () => {
    const first = await startRedirect('github')
    // A newer attempt replaces the first one's secret: the first one's code comes back to a frame without it.
    await startRedirect('github')
    const back = await commands.followSocialRedirect(first, `other-${crypto.randomUUID().slice(0, 8)}`)
    await reload()
    history.replaceState(null, '', back.location)
    await expect(redeemSocialRedirectResult({ bridge })).rejects.toThrow(
      'This social sign-in was started by another window: sign in again from this one',
    )
    expect(location.href).toBe(miniAppPage)
    expect(await bridge.isConnected()).toBe(false)
  })

  test('signing out forgets the attempt: its code comes back to nothing', async () => {
    const uri = await startRedirect('discord')
    await bridge.signOut()
    expect((await commands.frameStorageKeys(stack.frameUrl)).session).toEqual([])
    const back = await commands.followSocialRedirect(uri, `gone-${crypto.randomUUID().slice(0, 8)}`)
    await reload()
    history.replaceState(null, '', back.location)
    await expect(redeemSocialRedirectResult({ bridge })).rejects.toThrow(
      'No social sign-in was started in this wallet, or it expired: choose the provider again',
    )
    expect(location.href).toBe(miniAppPage)
  })

  test("a sign-in refused at the provider comes back as the popup's 'Failed to connect' with the cloud's reason", async () => {
    const uri = await startRedirect('github')
    const back = await commands.followSocialRefusal(uri)
    // The cloud sends the person back to the page rather than stranding them on its error page.
    expect(back.status).toBe(303)
    const code = new URL(back.location).searchParams.get('result_uri')
    expect(back.location).toBe(miniAppPage.replace('#', `&result_uri=${code}#`))

    await reload()
    history.replaceState(null, '', back.location)
    const refused = redeemSocialRedirectResult({ bridge })
    await expect(refused).rejects.toMatchObject({
      name: 'SocialLoginFailedError',
      shortMessage: FAILED_TO_CONNECT,
      details: 'The provider refused the sign-in (access_denied: The person cancelled the sign-in)',
    })
    expect(location.href).toBe(miniAppPage)
    // The attempt is over: its secret is gone and nobody signed in.
    expect((await commands.frameStorageKeys(stack.frameUrl)).session).toEqual([])
    expect(await bridge.isConnected()).toBe(false)
  })

  test('a malformed result_uri gives the popup path error and still leaves the address', async () => {
    history.replaceState(null, '', miniAppPage.replace('#', '&result_uri=%3Cscript%3E#'))
    await expect(redeemSocialRedirectResult({ bridge })).rejects.toThrow(
      "The social sign-in's result code is malformed: sign in again",
    )
    expect(location.href).toBe(miniAppPage)
  })

  test('an address without result_uri redeems nothing and stays as it is', () => {
    expect(redeemSocialRedirectResult({ bridge })).toBeUndefined()
    expect(location.href).toBe(miniAppPage)
  })

  test("a start the frame refuses gives 'Failed to initiate social connection' and the page stays", async () => {
    const page = recordingPage()
    await expect(connectSocialByRedirect({ bridge, provider: 'myspace' as 'github', page })).rejects.toThrow(
      'Failed to initiate social connection: Unknown social provider "myspace"',
    )
    expect(page.assigned).toEqual([])
  })

  test('a return page of another origin is refused by the frame', async () => {
    const page = { location: { href: `${cloudOrigin}/elsewhere`, assign: () => undefined } }
    await expect(connectSocialByRedirect({ bridge, provider: 'github', page })).rejects.toThrow(
      "Failed to initiate social connection: The social sign-in's return page must be a page of the site that embeds the wallet",
    )
  })
})
