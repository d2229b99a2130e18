import type { PorticoClient } from '@portico/core'
import { base } from '@portico/core/networks'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const FRAME_URL = 'http://127.0.0.1:4100/'
const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'

/** Logged in by email through the scripted frame, smart accounts on Ethereum (chain 1) only, modal on Account. */
async function openAccount() {
  const frame = createTestEmbeddedWallet({ smartAccountNetworks: [1], smartAccountAddress: SMART })
  const setup = await setupModal({ options: { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } } })
  setup.client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))
  const wallet = await setup.client.embeddedWallet()
  await wallet.requestEmailCode(EMAIL)
  frame.typeCode(frame.codeFor(EMAIL) ?? '')
  await wallet.awaitEmailCode()
  setup.client.open()
  return { ...setup, frame }
}

const switchButton = () =>
  Array.from(modalShadow()?.querySelectorAll('button') ?? []).find((button) =>
    /^Switch to your/.test(button.textContent ?? ''),
  )
/**
 * The switch once it says `text` and is no longer busy: clicked while busy, its accessible name ("Switching
 * account…") would change under the click and the click would wait for a button that no longer exists.
 */
const settledSwitch = (text: string) =>
  vi.waitFor(() => {
    const button = switchButton()
    if (!button || button.textContent !== text || button.getAttribute('aria-busy') === 'true')
      throw new Error(`the switch does not say "${text}" yet`)
    return button
  }, WAIT)
const shownAddress = (client: PorticoClient) => client.getAccount('eip155')?.address

describe('the Account view’s account type switch (SPEC §4)', () => {
  test('smart account by default; "Switch to your EOA" then "Switch to your smart account", the address following', async () => {
    const { client } = await openAccount()
    expect(shownAddress(client)).toBe(SMART)
    await userEvent.click(await settledSwitch('Switch to your EOA'))
    await settledSwitch('Switch to your smart account')
    expect(shownAddress(client)).toBe(EOA)
    expect(client.getAccount('eip155')?.preferredAccountType).toBe('eoa')
    await userEvent.click(await settledSwitch('Switch to your smart account'))
    await settledSwitch('Switch to your EOA')
    expect(shownAddress(client)).toBe(SMART)
  })

  test('busy while the frame works, and its refusal shown in its words', async () => {
    const { frame } = await openAccount()
    const release = frame.holdNextPreferredAccount()
    frame.refuseNextPreferredAccount('The bundler did not answer: nothing was sent')
    await userEvent.click(await findInModal('button', 'Switch to your EOA'))
    await vi.waitFor(() => expect(switchButton()?.getAttribute('aria-busy')).toBe('true'), WAIT)
    release()
    const alert = await findInModal('[role="alert"]', 'The bundler did not answer: nothing was sent')
    expect(alert).toBeTruthy()
    expect(switchButton()?.textContent).toBe('Switch to your EOA')
  })

  test('nothing is shown on a network without smart accounts, nor for another wallet', async () => {
    const { client } = await openAccount()
    await findInModal('button', 'Switch to your EOA')
    await client.switchNetwork(base)
    await vi.waitFor(() => expect(switchButton()).toBeUndefined(), WAIT)
    expect(shownAddress(client)).toBe(EOA)
    await client.disconnect()
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('[role="tablist"]')
    expect(switchButton()).toBeUndefined()
  })
})
