import type { PorticoClient } from '@portico/core'
import {
  createTestEmbeddedWallet,
  TEST_SOCIAL_USER_NAME,
  TEST_WRONG_CODE_MESSAGE,
} from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const NEW_EMAIL = 'lovelace@example.test'
const FRAME_URL = 'http://127.0.0.1:4100/'

const enable = (client: PorticoClient) =>
  client.stores.features.setState((state) => ({
    features: { ...state.features, email: true, socials: ['google'] },
  }))

/** Logged in through the scripted secure frame (by email, or by Google), with the modal open on Account. */
async function openAccount({ by = 'email', locale }: { by?: 'email' | 'google'; locale?: string } = {}) {
  const frame = createTestEmbeddedWallet()
  const setup = await setupModal({
    options: { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } },
    ...(locale ? { ui: { locale } } : {}),
  })
  enable(setup.client)
  const wallet = await setup.client.embeddedWallet()
  if (by === 'email') {
    await wallet.requestEmailCode(EMAIL)
    frame.typeCode(frame.codeFor(EMAIL) ?? '')
    await wallet.awaitEmailCode()
  } else {
    await wallet.prepareSocialLogin()
    await wallet.connectSocial('google')
  }
  expect(setup.client.getAccount('eip155')?.status).toBe('connected')
  setup.client.open()
  return { ...setup, frame, wallet }
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

async function toPrimaryCode() {
  const opened = await openAccount()
  await userEvent.click(await findInModal('button', 'Change email'))
  expect((await findInModal('h2')).textContent).toBe('Change email')
  await userEvent.type(await field('New email'), NEW_EMAIL)
  await userEvent.click(await findInModal('button', 'Continue'))
  await findInModal('p', `Enter the code sent to ${EMAIL}`)
  return opened
}

describe('the UpdateEmailWallet view (SPEC §2, §5)', () => {
  test('Account shows the email; new email → current address’s code → new address’s code → done → Account shows it', async () => {
    const { client, frame } = await toPrimaryCode()
    // Each code is typed in the secure frame's own field, shown over the step's slot: the modal holds none.
    await findInModal('.pc-frame-slot')
    expect(modalShadow()?.querySelectorAll('input')).toHaveLength(0)
    frame.typeCode(frame.codeFor(EMAIL) ?? '')
    await findInModal('p', `Now the code sent to ${NEW_EMAIL}`)
    await findInModal('.pc-frame-slot')
    expect(modalShadow()?.querySelectorAll('input')).toHaveLength(0)
    frame.typeCode(frame.codeFor(NEW_EMAIL) ?? '')
    expect((await findInModal('[role="status"]', 'Your email is now')).textContent).toBe(
      `Your email is now ${NEW_EMAIL}`,
    )
    await userEvent.click(await findInModal('button', 'Back to account'))
    await vi.waitFor(() => expect(client.stores.router.getState().view).toBe('Account'), WAIT)
    await findInModal('p', NEW_EMAIL)
    expect(client.getAccount('eip155')?.user?.email).toBe(NEW_EMAIL)
  })

  test('a malformed or unchanged address is refused before anything is sent', async () => {
    const { frame } = await openAccount()
    await userEvent.click(await findInModal('button', 'Change email'))
    const input = await field('New email')
    await userEvent.type(input, 'not-an-email')
    await userEvent.click(await findInModal('button', 'Continue'))
    expect((await findInModal('[role="alert"]')).textContent).toBe('Enter a valid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await userEvent.clear(input)
    await userEvent.type(input, EMAIL)
    await userEvent.click(await findInModal('button', 'Continue'))
    await findInModal('[role="alert"]', 'This is already your email')
    expect(frame.calls.some((call) => call.startsWith('updateEmail'))).toBe(false)
  })

  test('a wrong code typed in the frame shows the frame’s reason and keeps the step', async () => {
    const { frame } = await toPrimaryCode()
    frame.typeCode('000000')
    await findInModal('[role="alert"]', TEST_WRONG_CODE_MESSAGE)
    await findInModal('p', `Enter the code sent to ${EMAIL}`)
    expect(frame.calls.filter((call) => call.startsWith('updateEmailPrimaryOtp'))).toEqual([
      'updateEmailPrimaryOtp:000000',
    ])
  })

  test('leaving the view drops the half-done change', async () => {
    const { client, wallet } = await toPrimaryCode()
    client.stores.router.getState().goBack()
    await vi.waitFor(() => expect(wallet.stores.emailUpdate.getState().step).toBe('email'), WAIT)
  })

  test('a social account shows its provider and name, with no way to change its email', async () => {
    await openAccount({ by: 'google' })
    await findInModal('p', `Google · ${TEST_SOCIAL_USER_NAME}`)
    expect(
      Array.from(modalShadow()?.querySelectorAll('button') ?? []).some((button) =>
        button.textContent?.includes('Change email'),
      ),
    ).toBe(false)
  })

  test('in German', async () => {
    await openAccount({ locale: 'de' })
    await userEvent.click(await findInModal('button', 'E-Mail ändern'))
    await userEvent.type(await field('Neue E-Mail'), EMAIL)
    await userEvent.click(await findInModal('button', 'Weiter'))
    await findInModal('[role="alert"]', 'Das ist bereits deine E-Mail')
  })
})
