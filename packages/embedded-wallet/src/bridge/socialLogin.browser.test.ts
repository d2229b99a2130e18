import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { commands, userEvent } from 'vitest/browser'
import type { FrameUser } from '../protocol/frameEvents'
import '../test/testStack'
import { connectSocialInPopup } from './connectSocialInPopup'
import { createEmbeddedWalletBridge, type EmbeddedWalletBridge } from './createEmbeddedWalletBridge'
import { SOCIAL_RESULT_MESSAGE_TYPE } from './socialResultMessage'

// Social login through the bridge, in Debian's Chromium against the real stack: the popup opened by
// this page's click signs in at the local OpenID provider, the cloud's callback posts the one-time code back,
// and the frame redeems it with the secret only it holds. The social projects have their own auth rate limits.
const stack = inject('stack')
const [l1] = stack.evm as [{ chainId: number; rpcUrl: string }]
const cloudOrigin = new URL(stack.cloudUrl).origin
const callbackPrefix = new URL('/v1/embedded/social/callback', stack.cloudUrl).href
const username = `social-${crypto.randomUUID().slice(0, 8)}`

const openBridge = (projectId = stack.socialProjectId) =>
  createEmbeddedWalletBridge({
    frameUrl: stack.frameUrl,
    projectId,
    chainId: l1.chainId,
    rpcUrl: l1.rpcUrl,
  })

/** Every message this page receives, with where it came from. */
const received: { origin: string; data: unknown }[] = []
const record = (event: MessageEvent) => received.push({ origin: event.origin, data: event.data })

/** A person's click on a sign-in button: the popup is opened in it, as a browser requires. */
async function clickSignIn(provider: string): Promise<{ connecting: Promise<FrameUser> }> {
  const button = document.createElement('button')
  button.textContent = `Sign in with ${provider}`
  let connecting: Promise<FrameUser> | undefined
  button.addEventListener('click', () => {
    connecting = connectSocialInPopup({ bridge, provider: provider as 'google' })
    // Awaited by each test; this keeps a rejection that lands between two awaits from being reported as unhandled.
    connecting.catch(() => undefined)
  })
  document.body.append(button)
  await userEvent.click(button)
  button.remove()
  if (!connecting) throw new Error('the click did not start a sign-in')
  return { connecting }
}

/** A third-origin page's frame that posts `message` to this page (src/test/startTestPages.ts's forger). */
async function forgeFromThirdOrigin(message: unknown): Promise<void> {
  const forger = document.createElement('iframe')
  const done = new Promise<void>((resolve) => {
    const onDone = (event: MessageEvent) => {
      if (event.source !== forger.contentWindow || !(event.data as { forgerDone?: boolean })?.forgerDone)
        return
      window.removeEventListener('message', onDone)
      resolve()
    }
    window.addEventListener('message', onDone)
  })
  forger.src = `${stack.pagesUrl}/forger.html#${encodeURIComponent(JSON.stringify({ toParent: message }))}`
  document.body.appendChild(forger)
  await done
  forger.remove()
}

let bridge: EmbeddedWalletBridge
let user: FrameUser

beforeAll(async () => {
  window.addEventListener('message', record)
  bridge = openBridge()
  await bridge.load()
})

afterAll(() => {
  window.removeEventListener('message', record)
  bridge.destroy()
})

describe('social login in the popup', () => {
  test('Google: the popup signs in at the provider, forged results are ignored, the wallet opens', async () => {
    const { connecting } = await clickSignIn('google')
    // Once the popup is at the provider, the bridge waits for a result: forged ones, from this page itself
    // and from a third origin, end nothing.
    await commands.socialPopupText(stack.oidcIssuer)
    window.postMessage(
      { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'error', error: 'forged by the page' },
      '*',
    )
    await forgeFromThirdOrigin({
      type: SOCIAL_RESULT_MESSAGE_TYPE,
      status: 'error',
      error: 'forged elsewhere',
    })
    await commands.signInInSocialPopup(stack.oidcIssuer, username)
    user = await connecting
    expect(user).toMatchObject({
      authProvider: 'google',
      email: `${username}@oidc.portico.test`,
      userName: username,
      chainId: l1.chainId,
      preferredAccountType: 'eoa',
    })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    // The page saw the one-time code from the cloud's origin, and nothing that opens the wallet.
    const results = received.filter((message) => message.origin === cloudOrigin)
    expect(results).toEqual([
      {
        origin: cloudOrigin,
        data: { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: expect.any(String) },
      },
    ])
    expect(JSON.stringify(received)).not.toMatch(/sessionToken|bindingVerifier/)
  })

  test('a reload is connected again with no popup; the same username later opens the same wallet', async () => {
    bridge.destroy()
    bridge = openBridge()
    expect(await bridge.isConnected()).toBe(true)
    expect(await bridge.getUser()).toMatchObject({ userName: username, address: user.address })
    await bridge.signOut()
    expect(await bridge.isConnected()).toBe(false)
    const { connecting } = await clickSignIn('google')
    await commands.signInInSocialPopup(stack.oidcIssuer, username)
    expect(await connecting).toMatchObject({
      address: user.address,
      solanaAddress: user.solanaAddress,
      authProvider: 'google',
    })
  })

  test('a result code redeemed once is refused when replayed, even by a frame that started a new sign-in', async () => {
    const first = received.find((message) => message.origin === cloudOrigin)?.data as { resultCode: string }
    await bridge.getSocialRedirectUri({ provider: 'google' })
    await expect(bridge.connectSocial({ resultCode: first.resultCode })).rejects.toThrow(
      'This social sign-in result is unknown, expired or already used: sign in again',
    )
  })
})

test("a social user's wallet has no login email to change", async () => {
  await expect(bridge.updateEmail({ email: `${username}@example.com` })).rejects.toThrow(
    'This wallet signs in with a social account: it has no email to change',
  )
})

describe('refusals', () => {
  // Another project, so these sign-ins count against an auth rate limit (10 a minute) of their own.
  beforeAll(async () => {
    bridge.destroy()
    bridge = openBridge(stack.socialRefusalsProjectId)
    await bridge.load()
  })

  test("closing the popup before signing in gives 'Popup closed'", async () => {
    const { connecting } = await clickSignIn('github')
    await commands.socialPopupText(stack.oidcIssuer)
    await commands.closeSocialPopup(stack.oidcIssuer)
    await expect(connecting).rejects.toThrow('Popup closed')
  })

  test("a sign-in the frame cannot start gives 'Failed to initiate social connection', and the popup closes", async () => {
    const { connecting } = await clickSignIn('myspace')
    await expect(connecting).rejects.toThrow(
      'Failed to initiate social connection: Unknown social provider "myspace"',
    )
    await expect.poll(() => commands.countPopups('about:blank')).toBe(0)
  })

  test("a sign-in the person cancels at the provider fails with the provider's refusal, and the popup closes", async () => {
    const { connecting } = await clickSignIn('discord')
    await commands.cancelInSocialPopup(stack.oidcIssuer)
    await expect(connecting).rejects.toThrow(
      'Failed to connect: The provider refused the sign-in (access_denied',
    )
    await expect.poll(() => commands.countPopups(callbackPrefix)).toBe(0)
  })

  test('a callback with a tampered state is refused: nothing reaches the page, the person closes the popup', async () => {
    const before = received.length
    await commands.breakNextSocialCallback(stack.oidcIssuer, 'tamper')
    const { connecting } = await clickSignIn('google')
    await expect.poll(() => commands.socialPopupText(callbackPrefix)).toMatch(/its state was altered/)
    await commands.closeSocialPopup(callbackPrefix)
    await expect(connecting).rejects.toThrow('Popup closed')
    expect(received.slice(before).filter((message) => message.origin === cloudOrigin)).toEqual([])
  })

  test('a callback replayed after its sign-in came back is refused the same way', async () => {
    await commands.breakNextSocialCallback(stack.oidcIssuer, 'replay')
    const { connecting } = await clickSignIn('google')
    await expect.poll(() => commands.socialPopupText(callbackPrefix)).toMatch(/already come back once/)
    await commands.closeSocialPopup(callbackPrefix)
    await expect(connecting).rejects.toThrow('Popup closed')
  })
})
