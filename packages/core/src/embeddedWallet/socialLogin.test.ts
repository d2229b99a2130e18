import { describe, expect, test } from 'vitest'
import {
  FAILED_TO_CONNECT,
  FAILED_TO_INITIATE_SOCIAL_CONNECTION,
  POPUP_CLOSED,
  SOCIAL_LOGIN_NOT_ENABLED,
  UNSUPPORTED_SOCIAL_PROVIDER,
} from '../errors/messages'
import { openPage } from '../test/openEmbeddedWalletPage'
import { createTestEmbeddedWallet, TEST_SOCIAL_USER_NAME } from '../testing/createTestEmbeddedWallet'

const SOCIALS = ['google', 'x', 'discord', 'github'] as const

async function readyPage(frame = createTestEmbeddedWallet()) {
  const page = await openPage({ frame, socials: SOCIALS })
  await page.wallet.prepareSocialLogin()
  return page
}

describe('social login (SPEC §2, §5)', () => {
  test('the popup opens in the same task as the call, then the user is connected with socialProvider set', async () => {
    const page = await readyPage()
    const login = page.wallet.connectSocial('google')
    // No await yet: a browser allows the popup only if it opens in the click's task.
    expect(page.frame.calls).toContain('socialPopup:google')
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      status: 'connecting',
      provider: 'google',
    })
    expect(await login).toBe(true)
    for (const namespace of ['eip155', 'solana'] as const)
      expect(page.client.getAccount(namespace)).toMatchObject({
        status: 'connected',
        socialProvider: 'google',
        user: { email: 'grace@example.com', userName: TEST_SOCIAL_USER_NAME },
      })
    expect(page.client.getAccount('eip155')?.user).not.toHaveProperty('authProvider')
    expect(page.wallet.getInfo('eip155')?.authProvider).toBe('google')
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({ status: 'idle', error: undefined })
  })

  test.each([
    ['closed', POPUP_CLOSED, 'popupClosed'],
    ['blocked', FAILED_TO_INITIATE_SOCIAL_CONNECTION, 'start'],
    ['refused', FAILED_TO_CONNECT, 'failed'],
  ] as const)('a popup %s shows %j and leaves the client disconnected', async (outcome, message, reason) => {
    const page = await readyPage()
    page.frame.nextSocialOutcome(outcome)
    expect(await page.wallet.connectSocial('x')).toBe(false)
    expect(page.wallet.stores.socialLogin.getState()).toEqual(
      expect.objectContaining({ status: 'idle', provider: 'x', error: message, reason }),
    )
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    // The next try starts clean and can succeed.
    expect(await page.wallet.connectSocial('x')).toBe(true)
    expect(page.client.getAccount('eip155')?.socialProvider).toBe('x')
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({ error: undefined, reason: undefined })
  })

  test('the buttons are the configured socials the popup serves, less what a Telegram platform hides', async () => {
    const page = await openPage({ socials: ['google', 'farcaster', 'x', 'facebook'] })
    expect(page.wallet.socialProviders()).toEqual(['google', 'x', 'facebook'])
    expect(page.wallet.socialProviders('android')).toEqual(['google'])
    page.client.stores.features.setState((state) => ({ features: { ...state.features, socials: false } }))
    expect(page.wallet.socialProviders()).toEqual([])
  })

  test('a provider outside SPEC §5’s list is refused before any popup', async () => {
    const page = await readyPage()
    expect(await page.wallet.connectSocial('myspace')).toBe(false)
    expect(await page.wallet.connectSocial('farcaster')).toBe(false)
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      error: UNSUPPORTED_SOCIAL_PROVIDER,
      reason: undefined,
    })
    expect(page.frame.calls.some((call) => call.startsWith('socialPopup'))).toBe(false)
  })

  test('a provider the project configuration does not turn on is refused', async () => {
    const page = await readyPage()
    expect(await page.wallet.connectSocial('apple')).toBe(false)
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      provider: 'apple',
      error: SOCIAL_LOGIN_NOT_ENABLED,
    })
    const off = await openPage({ socials: false })
    await off.wallet.prepareSocialLogin()
    expect(await off.wallet.connectSocial('google')).toBe(false)
    expect(off.wallet.stores.socialLogin.getState().error).toBe(SOCIAL_LOGIN_NOT_ENABLED)
  })

  test('before the bridge has loaded no popup can open in the click: the SPEC §8 start failure, and it loads', async () => {
    const page = await openPage({ socials: SOCIALS })
    expect(await page.wallet.connectSocial('google')).toBe(false)
    expect(page.wallet.stores.socialLogin.getState().error).toBe(FAILED_TO_INITIATE_SOCIAL_CONNECTION)
    await page.wallet.prepareSocialLogin()
    expect(await page.wallet.connectSocial('google')).toBe(true)
  })

  test('a second click while the popup is open changes nothing', async () => {
    const page = await readyPage()
    const release = page.frame.holdNextSocialPopup()
    const first = page.wallet.connectSocial('google')
    expect(await page.wallet.connectSocial('github')).toBe(false)
    expect(page.frame.calls.filter((call) => call.startsWith('socialPopup'))).toEqual(['socialPopup:google'])
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      status: 'connecting',
      provider: 'google',
    })
    release()
    expect(await first).toBe(true)
    expect(page.client.getAccount('eip155')?.socialProvider).toBe('google')
  })

  test('a reload restores the social account with its provider', async () => {
    const frame = createTestEmbeddedWallet()
    const first = await readyPage(frame)
    await first.wallet.connectSocial('discord')
    const second = await openPage({ frame, storage: first.storage, socials: SOCIALS })
    await expect.poll(() => second.client.getAccount('eip155')?.socialProvider).toBe('discord')
  })
})
