import type { PorticoClient } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

/** vitest's browser frame is phone-sized (414 px) unless a test widens it. */
const PHONE = { width: 414, height: 896 }

afterEach(async () => {
  resetPage()
  await page.viewport(PHONE.width, PHONE.height)
})

const FRAME_URL = 'http://127.0.0.1:4100/'
/** What the cloud answers for a fid whose custody did not sign (apps/cloud farcasterLoginErrors). */
const NOT_CUSTODY = "The Farcaster sign-in was not signed by the fid's custody address"
const EXPIRED = 'This Farcaster sign-in expired; start again'

const enableFarcaster = (client: PorticoClient) =>
  client.stores.features.setState((state) => ({
    features: { ...state.features, socials: ['google', 'farcaster'] },
  }))

/** Connect over the scripted secure frame, farcaster among the project's socials; the Farcaster row clicked. */
async function openFarcaster(
  prepare: (frame: ReturnType<typeof createTestEmbeddedWallet>) => void = () => {},
  frame = createTestEmbeddedWallet(),
) {
  prepare(frame)
  const setup = await setupModal({ options: { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } } })
  enableFarcaster(setup.client)
  setup.client.open()
  await userEvent.click(await findInModal('button', 'Sign in with Farcaster'))
  expect((await findInModal('h2')).textContent).toBe('Sign in with Farcaster')
  return { ...setup, frame }
}

const qrUri = () =>
  vi.waitFor(() => {
    const uri = modalShadow()?.querySelector('figure.pc-qr')?.getAttribute('data-uri')
    if (!uri) throw new Error('no QR yet')
    return uri
  }, WAIT)

describe('the ConnectingFarcaster view (SPEC §2)', () => {
  test("on a phone, the link opens the Farcaster app; the account's farcasterUrl is that link", async () => {
    const { client, frame } = await openFarcaster((scripted) => void scripted.holdNextFarcaster())
    const link = await findInModal('a', 'Open Farcaster')
    expect(link.getAttribute('href')).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(client.getAccount('eip155')?.farcasterUrl).toBe(link.getAttribute('href'))
    expect(modalShadow()?.querySelector('figure.pc-qr')).toBeNull()
    expect(frame.calls).toContain('connectFarcaster')
  })

  test("shows the link's QR and waits; once the app answers, the fid's wallet connects", async () => {
    await page.viewport(1024, 800)
    let release = () => {}
    const { client, frame } = await openFarcaster((scripted) => {
      release = scripted.holdNextFarcaster()
    })
    const uri = await qrUri()
    expect(uri).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(client.getAccount('eip155')?.farcasterUrl).toBe(uri)
    expect((await findInModal('p[role="status"]')).textContent).toBe('Waiting for approval in Farcaster')
    expect((await findInModal('figure.pc-qr svg[role="img"]')).getAttribute('aria-label')).toBe(
      'Sign In With Farcaster QR code',
    )
    release()
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(client.getAccount('eip155')?.socialProvider).toBe('farcaster')
    expect(frame.calls).toEqual(expect.arrayContaining(['getFarcasterUri', 'connectFarcaster']))
  })

  test("a refused sign-in says 'Failed to connect to farcaster'; Try again shows a new QR and can connect", async () => {
    const { client } = await openFarcaster((frame) => frame.refuseNextFarcaster(NOT_CUSTODY))
    expect((await findInModal('p[role="alert"]')).textContent).toBe('Failed to connect to farcaster')
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
  })

  test('an expired sign-in says the code expired, with a retry', async () => {
    const { client } = await openFarcaster((frame) => frame.refuseNextFarcaster(EXPIRED))
    expect((await findInModal('p[role="alert"]')).textContent).toBe('This code expired')
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
  })

  test('a QR nobody scans in time turns into the expired state, and Try again shows a fresh one', async () => {
    await page.viewport(1024, 800)
    // The scripted frame's links end 10 minutes after its clock: a clock 10 minutes behind gives one ending now.
    const frame = createTestEmbeddedWallet({ now: () => Date.now() - 600_000 })
    const { client } = await openFarcaster((scripted) => void scripted.holdNextFarcaster(), frame)
    expect((await findInModal('p[role="alert"]')).textContent).toBe('This code expired')
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
  })
})
