import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { freePort } from '@portico/devnet'
import { type OidcProvider, startOidcProvider } from '@portico/oidc-provider'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumLaunchOptions } from '../../../../playwright.shared'
import type { Cloud } from '../startCloud'
import { frameFetch, newFrameKey } from '../test/frameProof'
import { cloudUrl, startTestCloud } from '../test/testCloud'
import { SOCIAL_CALLBACK_PATH, SOCIAL_RESULT_MESSAGE_TYPE } from './socialLoginConstants'

const FRAME_ORIGIN = 'http://127.0.0.1:4100'
const CLIENT_SECRET = 'social-popup-test-client-secret'

// Social login, the cloud's part, in a real browser: the popup signs in at the provider and its
// last page, under its CSP, hands the result to the host page that opened it, from the cloud's origin.
describe('the social sign-in popup in Chromium', () => {
  let oidc: OidcProvider
  let cloud: Cloud
  let host: Server
  let hostOrigin: string
  let browser: Browser
  beforeAll(async () => {
    const cloudPort = await freePort()
    oidc = await startOidcProvider({
      port: 0,
      redirectUris: [`http://127.0.0.1:${cloudPort}${SOCIAL_CALLBACK_PATH}`],
      clientSecret: CLIENT_SECRET,
    })
    cloud = await startTestCloud('pglite', {
      port: cloudPort,
      socialLogin: {
        providers: {
          google: { issuer: oidc.issuer, clientId: 'google', clientSecret: CLIENT_SECRET },
          // Apple's default: the stand-in answers by a form its page POSTs to the callback (response_mode=form_post).
          apple: { issuer: oidc.issuer, clientId: 'apple', clientSecret: CLIENT_SECRET },
        },
      },
    })
    // The host page: any page of an allowed origin (the demo project allows http://127.0.0.1:*).
    host = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' })
      response.end('<!doctype html><html lang="en"><title>Host page</title><body>host</body></html>')
    })
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
    hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
    browser = await chromium.launch(chromiumLaunchOptions())
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => host?.close(resolve))
    await cloud?.close()
    await oidc?.close()
  })

  // Apple's stand-in sends no first-login `user` field, and its name needs the profile scope Apple has not:
  // the name is left unset, the email comes from the provider (appleSocialLogin.test.ts covers the name).
  test.each([
    ['google', 'by redirect', { userName: 'popup-user' }],
    ['apple', 'by form POST', { userName: null, email: 'popup-user@oidc.portico.test' }],
  ])(
    'log in with %s in the popup (answered %s): the host page gets the one-time code from the cloud origin, the frame redeems it',
    async (provider, _how, user) => {
      const bindingVerifier = randomBytes(32).toString('base64url')
      const started = await fetch(cloudUrl(cloud, '/v1/embedded/social/start'), {
        method: 'POST',
        headers: { origin: FRAME_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({
          provider,
          pageOrigin: hostOrigin,
          bindingChallenge: createHash('sha256').update(bindingVerifier).digest('base64url'),
        }),
      })
      const { uri } = (await started.json()) as { uri: string }

      const page = await browser.newPage()
      await page.goto(hostOrigin)
      await page.evaluate(() => {
        const messages: unknown[] = []
        Object.assign(window, { messages })
        window.addEventListener('message', (event) =>
          messages.push({ origin: event.origin, data: event.data }),
        )
      })
      const popupOpened = page.waitForEvent('popup')
      await page.evaluate((url) => window.open(url, 'portico-social', 'popup,width=600,height=800'), uri)
      const popup = await popupOpened
      const refusedByCsp: string[] = []
      popup.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refusedByCsp.push(message.text())
      })
      await popup.getByLabel('Username').fill('popup-user')
      await popup.getByRole('button', { name: 'Sign in' }).click()
      await expect.poll(() => popup.getByText('You are signed in').count(), { timeout: 15_000 }).toBe(1)

      const messages = (await page.evaluate(
        () => (window as unknown as { messages: unknown[] }).messages,
      )) as {
        origin: string
        data: { type: string; status: string; resultCode: string }
      }[]
      expect(messages).toEqual([
        {
          origin: new URL(cloud.url).origin,
          data: { type: SOCIAL_RESULT_MESSAGE_TYPE, status: 'success', resultCode: expect.any(String) },
        },
      ])
      expect(refusedByCsp).toEqual([])
      const connected = await frameFetch(
        await newFrameKey(),
        cloudUrl(cloud, '/v1/embedded/social/connect'),
        {
          method: 'POST',
          body: { resultCode: messages[0]?.data.resultCode, bindingVerifier },
        },
      )
      expect(await connected.json()).toMatchObject({ action: 'CONNECT', provider, ...user })
    },
  )
})
