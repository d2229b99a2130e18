import { describe, expect, test } from 'vitest'
import { contextOf } from '../client/clientContext'
import { AUTH_CONNECTOR_ID } from '../constants'
import { FAILED_TO_CONNECT } from '../errors/messages'
import { FRAME_URL, openPage, type TestPage } from '../test/openEmbeddedWalletPage'
import { TEST_SOCIAL_USER_NAME } from '../testing/createTestEmbeddedWallet'
import { SOCIAL_LOGIN_START } from './createSocialLoginStore'
import { type LoadedBridge, loadBridge } from './loadBridge'
import { resumeSocialRedirect } from './resumeSocialRedirect'

const SOCIALS = ['google', 'github'] as const

/**
 * SPEC §2: the page is back from a redirect sign-in. In a browser the wallet runs this itself
 * when the address holds result_uri (Node has no address); here the test runs it on the page's own wallet,
 * stores and frame, and reads what it answers.
 */
function resume(page: TestPage) {
  const context = contextOf(page.client)
  let loaded: LoadedBridge | undefined
  return resumeSocialRedirect(
    {
      context,
      store: page.wallet.stores.socialLogin,
      loadedBridge: () => loaded,
      prepare: async () => {
        loaded = await loadBridge(context, { frameUrl: FRAME_URL, load: page.frame.load })
      },
      finishLogin: page.wallet.finishLogin,
    },
    ['eip155', 'solana'],
  )
}

describe('resumeSocialRedirect (SPEC §2)', () => {
  test('a result connects the AUTH connector, waiting until the adapters list it', async () => {
    const page = await openPage({ socials: SOCIALS })
    const { connectors } = contextOf(page.client).stores
    const listed = connectors.getState().byNamespace
    // The adapters have not listed the AUTH connector yet (SPEC §1 step 3 is still running).
    connectors.setState({
      byNamespace: {
        ...listed,
        eip155: listed.eip155?.filter((connector) => connector.id !== AUTH_CONNECTOR_ID) ?? [],
      },
    })
    page.frame.returnFromSocialRedirect('github')
    const resumed = resume(page)
    await expect.poll(() => page.frame.calls).toContain('redeemSocialRedirect:github')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.client.getAccount('eip155')?.status).not.toBe('connected')
    expect(page.wallet.stores.socialLogin.getState().status).toBe('connecting')

    connectors.setState({ byNamespace: listed })
    expect(await resumed).toBe(true)
    for (const namespace of ['eip155', 'solana'] as const)
      expect(page.client.getAccount(namespace)).toMatchObject({
        status: 'connected',
        socialProvider: 'github',
        user: { userName: TEST_SOCIAL_USER_NAME },
      })
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject(SOCIAL_LOGIN_START)
  })

  test.each(['email', 'farcaster'] as const)(
    "a result of a %s login is not a social one: 'Failed to connect', nothing connected",
    async (login) => {
      const page = await openPage({ socials: SOCIALS })
      page.frame.returnFromSocialRedirect(login)
      expect(await resume(page)).toBe(false)
      expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
        status: 'idle',
        error: FAILED_TO_CONNECT,
        reason: 'failed',
      })
      expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    },
  )

  test("a sign-in the provider refused shows the popup path's error on Connect, and the next try starts clean", async () => {
    const page = await openPage({ socials: SOCIALS })
    page.frame.returnFromSocialRedirect('refused')
    expect(await resume(page)).toBe(false)
    // The same state as a popup the provider refused (socialLogin.test.ts), with no provider known here.
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject({
      status: 'idle',
      provider: undefined,
      error: FAILED_TO_CONNECT,
      reason: 'failed',
    })
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    await page.wallet.prepareSocialLogin()
    expect(await page.wallet.connectSocial('google')).toBe(true)
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject(SOCIAL_LOGIN_START)
  })

  test('an address without a result redeems nothing: back to the start state, false', async () => {
    const page = await openPage({ socials: SOCIALS })
    expect(await resume(page)).toBe(false)
    expect(page.wallet.stores.socialLogin.getState()).toMatchObject(SOCIAL_LOGIN_START)
    expect(page.frame.calls.some((call) => call.startsWith('redeemSocialRedirect'))).toBe(false)
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
  })
})
