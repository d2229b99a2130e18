import type { PorticoClient } from '@portico/core'
import { createTestAdapter, createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'Continue with email'
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
const content = () => modalShadow()?.querySelector('.pc-router__content') as HTMLElement
const emailButton = () =>
  Array.from(modalShadow()?.querySelectorAll('button') ?? []).find((button) => button.textContent === EMAIL)
const shows = (element: Element | null | undefined) => element?.checkVisibility() === true

/** A client with email, Google, X and Farcaster on (SPEC §5: the project's configuration turns them on). */
async function clientWithEmail({ noWallets = false } = {}) {
  const frame = createTestEmbeddedWallet()
  const { client } = await setupModal({
    options: {
      embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: frame.load },
      ...(noWallets ? { adapters: [createTestAdapter('eip155', []).adapter] } : {}),
    },
  })
  client.stores.features.setState((state) => ({
    features: { ...state.features, email: true, socials: ['google', 'x', 'farcaster'] },
  }))
  return client
}

/** Opens the modal and reports its first commit that shows `selector`, as React lands it (before any frame). */
async function firstCommitWith(client: PorticoClient, selector: string) {
  let first: { email: boolean; height: number } | undefined
  const check = () => {
    if (first || !shows(modalShadow()?.querySelector(selector))) return
    first = { email: shows(emailButton()), height: content().getBoundingClientRect().height }
  }
  const inShadow = new MutationObserver(check)
  const watchShadow = () => {
    const shadow = modalShadow()
    if (!shadow) return false
    inShadow.observe(shadow, { childList: true, subtree: true, attributes: true })
    check()
    return true
  }
  // The modal's element and shadow root are made on the first open: watch inside it from then on.
  const inBody = new MutationObserver(() => watchShadow() && inBody.disconnect())
  if (!watchShadow()) inBody.observe(document.body, { childList: true })
  client.open()
  await vi.waitFor(() => expect(first).toBeDefined(), WAIT)
  inShadow.disconnect()
  inBody.disconnect()
  return first as { email: boolean; height: number }
}

test('below the wallets, the email and social rows come a frame after them, in space kept for them; a reopen has them at once', async () => {
  const client = await clientWithEmail()
  const first = await firstCommitWith(client, 'ul[aria-label="Wallets"] button')
  // The wallets' first frame has no email row yet, only its space.
  expect(first.email).toBe(false)
  await nextFrame()
  await nextFrame()
  await vi.waitFor(() => expect(emailButton()).toBeDefined(), { timeout: 1_000, interval: 1 })
  // Email, Google, X and Farcaster arrive where their space was: nothing below them moves.
  expect(await findInModal('button', 'Continue with Google')).toBeTruthy()
  expect(content().getBoundingClientRect().height).toBe(first.height)
  expect(await findInModal('button', 'Sign in with Farcaster')).toBeTruthy()
  // The closed modal keeps its views (React's Activity), so the next open paints them with the wallets.
  client.close()
  await vi.waitFor(() => expect(shows(emailButton())).toBe(false), WAIT)
  const reopened = await firstCommitWith(client, 'ul[aria-label="Wallets"] button')
  expect(reopened).toEqual({ email: true, height: first.height })
})

test('with no browser wallet they come first (SPEC §2), so they are in the first commit', async () => {
  const client = await clientWithEmail({ noWallets: true })
  const first = await firstCommitWith(client, '.pc-view[data-view="Connect"] button')
  expect(first.email).toBe(true)
})
