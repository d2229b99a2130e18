import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from './fixtures'
import { modal, openDemo } from './support/demoPage'
import { askForCode, freshEmail } from './support/emailLogin'
import { secureFrame } from './support/secureFrame'

// The embedded wallet's isolation, as the demo runs it: the page on 127.0.0.1:5173 and the secure frame on
// 127.0.0.1:4100 are the same site but not the same origin. packages/embedded-wallet's browser tests prove
// the rest on their own pages: forged messages from the page and a third origin ignored by both sides
// (bridgeGuards, embeddedWallet), the frame server's CSP and refusal of an unlisted embedder
// (bridgeGuards), sign-out leaving no session (embeddedWallet), and the database copy (apps/cloud).

test("the demo page's script cannot read the secure frame's document, storage or address (SecurityError)", async ({
  page,
  request,
}) => {
  const { frameUrl } = (await (await request.get('/portico/stack.json')).json()) as { frameUrl: string }
  await openDemo(page)
  // Asking for a code makes the frame (SPEC §4: it is created lazily).
  await askForCode(page, freshEmail())
  await expect(secureFrame(page).getByRole('textbox', { name: '6-digit code' })).toBeVisible()
  const reads = await page.evaluate((origin) => {
    const frame = [...document.querySelectorAll('iframe')].find((element) => element.src.startsWith(origin))
    if (!frame?.contentWindow) return { found: false }
    const view = frame.contentWindow
    const errorOf = (read: () => unknown) => {
      try {
        read()
        return 'read'
      } catch (error) {
        return (error as Error).name
      }
    }
    return {
      found: true,
      contentDocument: frame.contentDocument === null ? 'null' : 'readable',
      document: errorOf(() => view.document.body),
      localStorage: errorOf(() => view.localStorage.length),
      indexedDB: errorOf(() => view.indexedDB.databases()),
      location: errorOf(() => view.location.href),
    }
  }, new URL(frameUrl).origin)
  expect(reads).toEqual({
    found: true,
    contentDocument: 'null',
    document: 'SecurityError',
    localStorage: 'SecurityError',
    indexedDB: 'SecurityError',
    location: 'SecurityError',
  })
})

test.describe('the demo served from an origin outside the project’s allowed ones', () => {
  // The demo project allows http://127.0.0.1:* and http://localhost:*; [::1] is this machine too, but not listed.
  let server: Server
  let outsideUrl = ''
  test.beforeAll(async ({ baseURL }) => {
    const demo = new URL(baseURL ?? '')
    server = createServer((incoming, outgoing) => {
      const proxied = forward(
        {
          host: demo.hostname,
          port: demo.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      proxied.on('error', () => outgoing.destroy())
      incoming.pipe(proxied)
    })
    await new Promise<void>((resolve) => server.listen(0, '::1', resolve))
    outsideUrl = `http://[::1]:${(server.address() as AddressInfo).port}/`
  })
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('the cloud refuses that origin: Invalid App Configuration, no email login, and the wallet list still works', async ({
    page,
  }) => {
    const refused: number[] = []
    page.on('response', (response) => {
      if (response.url().includes('/appkit/v1/config')) refused.push(response.status())
    })
    await openDemo(page, outsideUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = modal(page, 'Connect Wallet')
    await expect(connect.getByRole('button', { name: /Portico Devnet Wallet/ })).toBeVisible()
    await expect.poll(() => refused.length).toBeGreaterThan(0)
    expect(new Set(refused)).toEqual(new Set([403]))
    // SPEC §5: email counts as on only when the project's configuration says so, which this origin cannot read.
    await expect(connect.getByRole('button', { name: 'Continue with email' })).toHaveCount(0)
    // SPEC §8: the cloud's 'origin not allowed' is the Invalid App Configuration alert.
    await expect(connect.getByRole('alert')).toContainText('Invalid App Configuration')
  })
})
