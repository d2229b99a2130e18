import type { PorticoClient } from '@portico/core'
import { createTestEmbeddedWallet, TEST_WRONG_CODE_MESSAGE } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const FRAME_URL = 'http://127.0.0.1:4100/'

const setEmailFeature = (client: PorticoClient, email: boolean) =>
  client.stores.features.setState((state) => ({ features: { ...state.features, email } }))

/** The real client and modal over the scripted secure frame (the real one needs another origin and the cloud). */
async function openEmailLogin({ locale, embedded = true }: { locale?: string; embedded?: boolean } = {}) {
  const frame = createTestEmbeddedWallet()
  const setup = await setupModal({
    options: embedded ? { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } } : {},
    ...(locale ? { ui: { locale } } : {}),
  })
  // SPEC §5: email counts as enabled only when the project's configuration says so (no cloud here).
  setEmailFeature(setup.client, true)
  setup.client.open()
  return { ...setup, frame }
}

const field = (name: string) =>
  vi.waitFor(() => {
    const label = Array.from(modalShadow()?.querySelectorAll('label') ?? []).find(
      (element) => element.textContent === name,
    )
    const input = label && modalShadow()?.getElementById(label.htmlFor)
    if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${name}`)
    return input
  }, WAIT)

async function toCodeStep() {
  const opened = await openEmailLogin()
  await userEvent.click(await findInModal('button', 'Continue with email'))
  await userEvent.type(await field('Email'), EMAIL)
  await userEvent.click(await findInModal('button', 'Continue'))
  await findInModal('p', `Code sent to ${EMAIL}`)
  return opened
}

describe('the EmailLogin view (SPEC §2, §5)', () => {
  test('Connect offers "Continue with email" only with the embedded wallet and email on', async () => {
    const hasEmailRow = () =>
      Array.from(modalShadow()?.querySelectorAll('button') ?? []).some((button) =>
        button.textContent?.includes('Continue with email'),
      )
    const { client } = await openEmailLogin()
    expect(await findInModal('button', 'Continue with email')).toBeTruthy()
    setEmailFeature(client, false)
    await vi.waitFor(() => expect(hasEmailRow()).toBe(false), WAIT)
    resetPage()
    await openEmailLogin({ embedded: false })
    await findInModal('ul[aria-label] button')
    expect(hasEmailRow()).toBe(false)
  })

  test('a malformed address is refused before any request', async () => {
    const { frame } = await openEmailLogin()
    await userEvent.click(await findInModal('button', 'Continue with email'))
    expect((await findInModal('h2')).textContent).toBe('Continue with email')
    const email = await field('Email')
    await userEvent.type(email, 'not-an-email')
    await userEvent.click(await findInModal('button', 'Continue'))
    expect((await findInModal('[role="alert"]')).textContent).toBe('Enter a valid email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(frame.calls.some((call) => call.startsWith('connectEmail'))).toBe(false)
  })

  test('the code step: the page holds no code field, the frame is shown over the slot; a wrong code typed there shows why, the right one connects', async () => {
    const { client, frame } = await toCodeStep()
    const slot = await findInModal('.pc-frame-slot')
    // The digits are typed in the secure frame's own document: the modal has no field that could hold them.
    expect(modalShadow()?.querySelectorAll('input')).toHaveLength(0)
    await vi.waitFor(() => {
      const { width, top } = slot.getBoundingClientRect()
      expect(frame.frameSlot).toContain(`show:${width}x${top}`)
    }, WAIT)
    frame.reportFrameHeight(132)
    await vi.waitFor(() => expect(slot.getBoundingClientRect().height).toBe(132), WAIT)
    await vi.waitFor(() => expect(frame.frameSlot).toContain('focus'), WAIT)
    expect((await findInModal('[role="status"]')).textContent).toMatch(
      /^Please try again after (30|29) seconds$/,
    )
    expect((await findInModal('button', 'Resend code')).hasAttribute('disabled')).toBe(true)

    frame.typeCode('000000')
    expect((await findInModal('[role="alert"]')).textContent).toBe(TEST_WRONG_CODE_MESSAGE)
    frame.typeCode(frame.codeFor(EMAIL) ?? '')
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(client.getAccount('eip155')?.address).toBe('0x2222222222222222222222222222222222222222')
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
    expect(frame.frameSlot.at(-1)).toBe('hide')
  })

  test('Change goes back to the email step with the address kept; the server cooldown still holds', async () => {
    const { frame } = await toCodeStep()
    await userEvent.click(await findInModal('button', 'Change'))
    const email = await field('Email')
    expect(email.value).toBe(EMAIL)
    await userEvent.click(await findInModal('button', 'Continue'))
    expect((await findInModal('[role="alert"]')).textContent).toMatch(/^Please try again after \d+ seconds$/)
    expect(frame.mailsTo(EMAIL)).toBe(1)
  })

  test('in German', async () => {
    await openEmailLogin({ locale: 'de' })
    await userEvent.click(await findInModal('button', 'Weiter mit E-Mail'))
    await userEvent.type(await field('E-Mail'), 'kaputt')
    await userEvent.click(await findInModal('button', 'Weiter'))
    expect((await findInModal('[role="alert"]')).textContent).toBe('Gib eine gültige E-Mail-Adresse ein')
  })
})
