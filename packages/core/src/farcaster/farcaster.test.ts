import { describe, expect, test } from 'vitest'
import { FAILED_TO_CONNECT_TO_FARCASTER } from '../errors/messages'
import { PorticoError } from '../errors/PorticoError'
import { openPage } from '../test/openEmbeddedWalletPage'
import { createTestEmbeddedWallet } from '../testing/createTestEmbeddedWallet'
import { connectFarcaster } from './connectFarcaster'
import { getFarcasterUri } from './getFarcasterUri'

const farcasterPage = (frame = createTestEmbeddedWallet()) =>
  openPage({ frame, socials: ['google', 'farcaster'] })

async function refusal(promise: Promise<unknown>): Promise<PorticoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(PorticoError)
  return error as PorticoError
}

describe('Sign In With Farcaster', () => {
  test("the link lands on the EVM account's farcasterUrl, then the fid's wallet connects everywhere", async () => {
    const page = await farcasterPage()
    const { uri, expiresAt } = await getFarcasterUri(page.client)
    expect(uri).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now())
    expect(page.client.getAccount('eip155')?.farcasterUrl).toBe(uri)
    await connectFarcaster(page.client)
    for (const namespace of ['eip155', 'solana'] as const)
      expect(page.client.getAccount(namespace)).toMatchObject({
        status: 'connected',
        socialProvider: 'farcaster',
      })
    expect(page.wallet.getInfo('eip155')?.authProvider).toBe('farcaster')
    expect(page.frame.calls).toEqual(expect.arrayContaining(['getFarcasterUri', 'connectFarcaster']))
  })

  test("a refused or expired sign-in is 'Failed to connect to farcaster' with the reason, and nothing connects", async () => {
    const frame = createTestEmbeddedWallet()
    frame.refuseNextFarcaster('This Farcaster sign-in expired; start again')
    const page = await farcasterPage(frame)
    await getFarcasterUri(page.client)
    const error = await refusal(connectFarcaster(page.client))
    expect(error.shortMessage).toBe(FAILED_TO_CONNECT_TO_FARCASTER)
    expect(error.details).toBe('This Farcaster sign-in expired; start again')
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    // The retry: a new link, and this time the app answers.
    await getFarcasterUri(page.client)
    await connectFarcaster(page.client)
    expect(page.client.getAccount('eip155')?.socialProvider).toBe('farcaster')
  })

  test('refuses when the project leaves farcaster out of its socials, before the frame is asked', async () => {
    const page = await openPage({ socials: ['google'] })
    const error = await refusal(getFarcasterUri(page.client))
    expect(error.message).toBe(`${FAILED_TO_CONNECT_TO_FARCASTER}: farcaster is not in the project's socials`)
    expect(page.frame.calls).not.toContain('getFarcasterUri')
  })

  test('takes only a Portico client', async () => {
    await expect(getFarcasterUri({})).rejects.toThrow('Expected a Portico client made by createPortico')
  })
})
