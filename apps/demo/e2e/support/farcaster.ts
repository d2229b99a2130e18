import type { APIRequestContext, Page } from '@playwright/test'
import { type DevnetFarcasterDescription, registerFid } from '@portico/devnet'
import type { LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { modal } from './demoPage'

/** The stack's Farcaster relay (its /portico/stack.json), where the test's Farcaster app answers. */
export async function farcasterRelayUrl(request: APIRequestContext): Promise<string> {
  const { farcasterRelayUrl } = (await (await request.get('/portico/stack.json')).json()) as {
    farcasterRelayUrl: string | null
  }
  if (!farcasterRelayUrl) throw new Error('the stack names no Farcaster relay')
  return farcasterRelayUrl
}

/** A Farcaster user: a fresh custody key with a fid in the devnet's IdRegistry. */
export async function newFarcasterUser(
  request: APIRequestContext,
): Promise<{ custody: LocalAccount; fid: bigint }> {
  const { farcaster } = (await (await request.get('/portico/devnet.json')).json()) as {
    farcaster: DevnetFarcasterDescription
  }
  const custody = privateKeyToAccount(generatePrivateKey())
  return { custody, fid: await registerFid({ farcaster, custody }) }
}

/** Connect Wallet → Sign in with Farcaster → the QR's link, as the phone would read it. */
export async function openFarcasterQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page, 'Connect Wallet').getByRole('button', { name: 'Sign in with Farcaster' }).click()
  const view = modal(page, 'Sign in with Farcaster')
  await view.getByRole('img', { name: 'Sign In With Farcaster QR code' }).waitFor({ timeout: 20_000 })
  const uri = await view.locator('figure[data-uri]').getAttribute('data-uri')
  if (!uri) throw new Error('the QR carries no link')
  return uri
}
