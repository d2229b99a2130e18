import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { hookValue, modal, openDemo } from './support/demoPage'
import { cloudUrl, demoWalletAddress } from './support/localStack'

// Sign-in with Portico Cloud keeping the sessions: the cloud issues the nonce and verifies the
// signature, the page keeps only its token, and the demo's server checks that token with
// @portico/siwx's verifySiwxToken (introspection, so a revoked session fails at once).

const server = (page: Page) => page.getByRole('status', { name: 'Demo server' })

/** The session tokens the page holds (cloudSiwxStorage's default key). */
const pageTokens = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('@portico/siwxCloudTokens') ?? '[]') as {
        address: string
        token: string
        revoking?: true
      }[],
  )

test('sessions kept by the cloud: sign in, the server trusts the token, a reload asks nothing, disconnect revokes it on the cloud', async ({
  page,
  request,
}) => {
  await openDemo(page, '/?signIn=required&signInStorage=cloud')
  await expect(page.getByRole('radio', { name: 'Portico Cloud' })).toBeChecked()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet')
    .getByRole('button', { name: /Portico Devnet Wallet/ })
    .click()
  const view = modal(page, 'Sign In')
  await view.getByRole('button', { name: 'Show message' }).click()
  // The nonce is the cloud's: 'Nonce:' is there, and the cloud refuses a second use (unit-tested).
  await expect(view.getByRole('region', { name: 'Message to sign' })).toContainText('Nonce: ')
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(server(page)).toHaveText(`Signed in as ${demoWalletAddress()}`)

  // The page holds a token, not the session: no signed message in its storage.
  const [held] = await pageTokens(page)
  expect(held?.address.toLowerCase()).toBe(demoWalletAddress().toLowerCase())
  expect(await page.evaluate(() => localStorage.getItem('@portico/siwxSessions'))).toBeNull()
  const cloud = await cloudUrl(request)
  const introspect = async (token: string) =>
    (await (await request.post(`${cloud}/v1/sessions/introspect`, { data: { token } })).json()) as {
      active: boolean
    }
  expect((await introspect(held?.token ?? '')).active).toBe(true)

  await page.reload()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('connected')
  await expect(server(page)).toHaveText(`Signed in as ${demoWalletAddress()}`)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // signOutOnDisconnect (the default): the cloud ends the session, and the server stops trusting it.
  await page.getByRole('button', { name: /^Account / }).click()
  await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await expect(hookValue(page, 'useAccount().status')).toHaveText('disconnected')
  await expect.poll(() => pageTokens(page)).toEqual([])
  expect((await introspect(held?.token ?? '')).active).toBe(false)
  const replayed = await request.post('/portico/sign-in', { data: { token: held?.token } })
  expect(replayed.status()).toBe(401)
})

test("the demo's server refuses a token the cloud never issued", async ({ request }) => {
  const forged = ['eyJhbGciOiJFZERTQSJ9', 'eyJzdWIiOiJlaXAxNTU6MTox', 'c2lnbmF0dXJl'].join('.')
  const answer = await request.post('/portico/sign-in', { data: { token: forged } })
  expect(answer.status()).toBe(401)
})
