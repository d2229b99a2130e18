import { createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const ADDRESS = '0x2222222222222222222222222222222222222222'

/** The real client and modal, logged in through the scripted secure frame (the real one needs another origin). */
async function loggedIn({ locale }: { locale?: string } = {}) {
  const frame = createTestEmbeddedWallet()
  const setup = await setupModal({
    options: { embeddedWallet: { frameUrl: 'http://127.0.0.1:4100/', load: frame.load } },
    ...(locale ? { ui: { locale } } : {}),
  })
  // SPEC §5: email counts as enabled only when the project's configuration says so (no cloud here).
  setup.client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
  const wallet = await setup.client.embeddedWallet()
  expect(await wallet.requestEmailCode(EMAIL)).toBe(true)
  frame.typeCode(frame.codeFor(EMAIL) ?? '')
  expect(await wallet.awaitEmailCode()).toBe(true)
  const provider = setup.client.getProvider('eip155') as {
    request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  }
  return { ...setup, frame, wallet, provider }
}

/** The request's outcome, its handler attached at once (a rejection while the test waits is not unhandled). */
const settle = (request: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

describe('the ApproveTransaction view: the secure frame’s slot (SPEC §2, §4)', () => {
  test('the frame is shown over the content box, sized by its height, focused once drawn; the page has no Approve', async () => {
    const { client, frame, provider } = await loggedIn()
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    expect((await findInModal('h2')).textContent).toBe('Approve Request')
    const slot = await findInModal('.pc-frame-slot')
    await vi.waitFor(() => expect(frame.frameSlot.some((call) => call.startsWith('show:'))).toBe(true), WAIT)
    const { width, top } = slot.getBoundingClientRect()
    expect(frame.frameSlot).toContain(`show:${width}x${top}`)
    // Nothing in the page's modal can approve or reject: those buttons live in the frame.
    const names = Array.from(modalShadow()?.querySelectorAll('button') ?? []).map((b) =>
      b.textContent?.trim(),
    )
    expect(names).not.toContain('Approve')
    expect(names).not.toContain('Reject')
    expect(frame.frameSlot).not.toContain('focus')
    frame.reportFrameHeight(240)
    await vi.waitFor(() => expect(slot.getBoundingClientRect().height).toBe(240), WAIT)
    await vi.waitFor(() => expect(frame.frameSlot).toContain('focus'), WAIT)
    frame.approve()
    expect((await signed).value).toBe('0xsigned-0x48656c6c6f')
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
    expect(frame.frameSlot.at(-1)).toBe('hide')
  })

  test('the frame draws in the modal’s language and theme, and again when the theme changes', async () => {
    const { client, frame, provider } = await loggedIn({ locale: 'ar' })
    void settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    await findInModal('.pc-frame-slot')
    await vi.waitFor(() => expect(frame.calls).toContain('syncTheme:light:ar'), WAIT)
    client.setThemeMode('dark')
    await vi.waitFor(() => expect(frame.calls).toContain('syncTheme:dark:ar'), WAIT)
    frame.reject()
  })

  test('the frame’s Reject reaches the caller as a user rejection (4001) and hides the frame', async () => {
    const { frame, provider } = await loggedIn()
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    await findInModal('.pc-frame-slot')
    frame.reject()
    expect((await signed).error).toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(frame.frameSlot.at(-1)).toBe('hide'), WAIT)
  })

  test('closing the modal rejects the request (4001) and aborts it in the frame', async () => {
    const { client, frame, provider } = await loggedIn()
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    await findInModal('.pc-frame-slot')
    client.close()
    expect((await signed).error).toMatchObject({ code: 4001 })
    expect(frame.heldCount()).toBe(0)
    await vi.waitFor(() => expect(frame.frameSlot.at(-1)).toBe('hide'), WAIT)
  })

  test('in Japanese', async () => {
    const { frame, provider } = await loggedIn({ locale: 'ja' })
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    expect((await findInModal('h2')).textContent).toBe('リクエストの承認')
    frame.reject()
    expect((await signed).error).toMatchObject({ code: 4001 })
  })
})
