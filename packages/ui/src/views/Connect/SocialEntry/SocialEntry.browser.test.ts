import type { PorticoClient, SocialLogin } from '@portico/core'
import { createTestAdapter, createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../../test/modalHarness'

afterEach(() => {
  resetPage()
  delete (window as { Telegram?: unknown }).Telegram
})

const FRAME_URL = 'http://127.0.0.1:4100/'

const setFeatures = (client: PorticoClient, socials: readonly SocialLogin[] | false, email = true) =>
  client.stores.features.setState((state) => ({ features: { ...state.features, email, socials } }))

/** The real client and modal over the scripted secure frame (the real popup needs the cloud and a provider). */
async function openConnect({
  socials = ['google', 'x', 'farcaster', 'discord'] as readonly SocialLogin[] | false,
  embedded = true,
  noWallets = false,
  locale,
}: {
  socials?: readonly SocialLogin[] | false
  embedded?: boolean
  noWallets?: boolean
  locale?: string
} = {}) {
  const frame = createTestEmbeddedWallet()
  const setup = await setupModal({
    options: {
      ...(embedded ? { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } } : {}),
      ...(noWallets ? { adapters: [createTestAdapter('eip155', []).adapter] } : {}),
    },
    ...(locale ? { ui: { locale } } : {}),
  })
  // SPEC §5: socials count as enabled only when the project's configuration says so (no cloud here).
  setFeatures(setup.client, socials)
  setup.client.open()
  return { ...setup, frame }
}

const socialList = () => findInModal('ul[aria-label="Social login"]')
const socialButtons = (label = 'Social login') =>
  Array.from(modalShadow()?.querySelectorAll<HTMLButtonElement>(`ul[aria-label="${label}"] button`) ?? [])

/** Waits until the buttons can be clicked: the bridge has loaded, so the popup opens in the click. */
const enabledButton = (name: string, label?: string) =>
  vi.waitFor(() => {
    const button = socialButtons(label).find((candidate) => candidate.textContent === name)
    if (!button || button.disabled) throw new Error(`${name} is not clickable yet`)
    return button
  }, WAIT)

describe('social login on Connect (SPEC §2, §5)', () => {
  test('a button per configured provider the popup serves, each with its mark; none without the embedded wallet', async () => {
    await openConnect()
    await socialList()
    await enabledButton('Continue with Discord')
    expect(socialButtons().map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
    ])
    expect(
      socialButtons().map((button) => button.querySelector('svg[data-social]')?.getAttribute('data-social')),
    ).toEqual(['google', 'x', 'discord'])
    resetPage()
    await openConnect({ embedded: false })
    await findInModal('ul[aria-label] button')
    expect(modalShadow()?.querySelector('ul[aria-label="Social login"]')).toBeNull()
  })

  // Telegram cannot run here: the test injects the WebApp object in its documented shape (core.telegram.org/bots/webapps).
  test.each([
    ['ios', ['Continue with Apple', 'Continue with X', 'Continue with Facebook', 'Continue with Discord']],
    [
      'macos',
      ['Continue with Google', 'Continue with Apple', 'Continue with Facebook', 'Continue with Discord'],
    ],
    ['android', ['Continue with Google', 'Continue with Apple', 'Continue with Discord']],
    [
      'tdesktop',
      [
        'Continue with Google',
        'Continue with Apple',
        'Continue with X',
        'Continue with Facebook',
        'Continue with Discord',
      ],
    ],
    [
      'unknown',
      [
        'Continue with Google',
        'Continue with Apple',
        'Continue with X',
        'Continue with Facebook',
        'Continue with Discord',
      ],
    ],
  ])('SPEC §5: in a Telegram mini app on %s the buttons are %j', async (platform, shown) => {
    ;(window as { Telegram?: unknown }).Telegram = {
      WebApp: { platform, initData: '', openLink: () => undefined, ready: () => undefined },
    }
    await openConnect({ socials: ['google', 'apple', 'x', 'facebook', 'discord'] })
    await enabledButton('Continue with Discord')
    expect(socialButtons().map((button) => button.textContent)).toEqual(shown)
  })

  test('turned off by the project configuration, the buttons go', async () => {
    const { client } = await openConnect()
    await socialList()
    setFeatures(client, false)
    await vi.waitFor(() => expect(socialButtons()).toEqual([]), WAIT)
  })

  test('SPEC §2 order: with browser wallets, wallets then email then social; without, email and social first', async () => {
    await openConnect()
    const social = await socialList()
    const wallets = await findInModal('ul[aria-label="Wallets"]')
    const email = await findInModal('button', 'Continue with email')
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    expect(follows(wallets, email)).toBe(true)
    expect(follows(email, social)).toBe(true)
    resetPage()
    await openConnect({ noWallets: true })
    const firstSocial = await socialList()
    const firstEmail = await findInModal('button', 'Continue with email')
    expect(follows(firstEmail, firstSocial)).toBe(true)
    expect(follows(firstSocial, await findInModal('p', 'No wallets'))).toBe(true)
  })

  test('a click opens the popup at once; while it is open the button spins and all wait; then connected', async () => {
    const { client, frame } = await openConnect()
    const release = frame.holdNextSocialPopup()
    await userEvent.click(await enabledButton('Continue with Google'))
    expect(frame.calls).toContain('socialPopup:google')
    await findInModal('[role="status"][aria-label="Waiting for Google"]')
    expect(socialButtons().every((button) => button.disabled)).toBe(true)
    expect((await socialList()).getAttribute('aria-busy')).toBe('true')
    release()
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('connected'), WAIT)
    expect(client.getAccount('eip155')?.socialProvider).toBe('google')
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
  })

  test.each([
    ['closed', 'Popup closed'],
    ['blocked', 'Failed to initiate social connection'],
    ['refused', 'Failed to connect'],
  ] as const)('a popup %s shows %j and the buttons work again', async (outcome, message) => {
    const { client, frame } = await openConnect()
    frame.nextSocialOutcome(outcome)
    await userEvent.click(await enabledButton('Continue with X'))
    expect((await findInModal('[role="alert"]')).textContent).toBe(message)
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    await userEvent.click(await enabledButton('Continue with X'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.socialProvider).toBe('x'), WAIT)
  })

  test('when the bridge cannot load, the reason shows and the buttons stay disabled', async () => {
    const frame = createTestEmbeddedWallet()
    frame.failLoad()
    const { client } = await setupModal({
      options: { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } },
    })
    setFeatures(client, ['google'])
    client.open()
    expect((await findInModal('[role="alert"]')).textContent).toBe('Unable to load email login dependency')
    expect(socialButtons().map((button) => button.disabled)).toEqual([true])
  })

  test('in German', async () => {
    const { frame } = await openConnect({ locale: 'de' })
    frame.nextSocialOutcome('closed')
    await userEvent.click(await enabledButton('Weiter mit Google', 'Soziale Anmeldung'))
    expect((await findInModal('[role="alert"]')).textContent).toBe('Fenster geschlossen')
  })
})
