import type { PorticoClient } from '@portico/core'
import { createTestEmbeddedWallet, TEST_WRONG_CODE_MESSAGE } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const FRAME_URL = 'http://127.0.0.1:4100/'

const enable = (client: PorticoClient) =>
  client.stores.features.setState((state) => ({ features: { ...state.features, email: true } }))

const hasButton = (name: string) =>
  Array.from(modalShadow()?.querySelectorAll('button') ?? []).some((button) => button.textContent === name)

/** Logged in by email through the scripted secure frame, with the modal open on Account. */
async function openAccount() {
  const frame = createTestEmbeddedWallet()
  const setup = await setupModal({ options: { embeddedWallet: { frameUrl: FRAME_URL, load: frame.load } } })
  enable(setup.client)
  const wallet = await setup.client.embeddedWallet()
  await wallet.requestEmailCode(EMAIL)
  frame.typeCode(frame.codeFor(EMAIL) ?? '')
  await wallet.awaitEmailCode()
  setup.client.open()
  return { ...setup, frame, wallet }
}

describe('ExportWallet', () => {
  test('Account → Export wallet: a code to the email, typed in the frame; its Done brings Account back', async () => {
    const { frame } = await openAccount()
    await userEvent.click(await findInModal('button', 'Export wallet'))
    expect((await findInModal('h2')).textContent).toBe('Export wallet')
    await findInModal('p', `Enter the code sent to ${EMAIL}`)
    expect(frame.calls.filter((call) => call === 'exportWallet')).toHaveLength(1)
    frame.typeCode('000000')
    await findInModal('[role="alert"]', TEST_WRONG_CODE_MESSAGE)
    frame.typeCode(frame.codeFor(EMAIL) ?? '')
    await vi.waitFor(() => expect(hasButton('Export wallet')).toBe(true), WAIT)
    // One code mailed for the visit, the wrong and the right one typed against it.
    expect(frame.calls.filter((call) => call.startsWith('export'))).toEqual([
      'exportWallet',
      'exportWalletOtp:000000',
      `exportWalletOtp:${frame.codeFor(EMAIL)}`,
    ])
  })

  test('leaving the view asks the frame to wipe what it shows', async () => {
    const { client, frame } = await openAccount()
    await userEvent.click(await findInModal('button', 'Export wallet'))
    await findInModal('p', `Enter the code sent to ${EMAIL}`)
    client.stores.router.getState().goBack()
    await vi.waitFor(() => expect(frame.calls).toContain('cancelExportWallet'), WAIT)
  })

  test('an account of another wallet has no Export wallet, and the view refuses it in words', async () => {
    const { client } = await setupModal({
      options: { embeddedWallet: { frameUrl: FRAME_URL, load: createTestEmbeddedWallet().load } },
    })
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    client.open()
    await findInModal('[role="tablist"]')
    expect(hasButton('Export wallet')).toBe(false)
    client.stores.router.getState().push('ExportWallet')
    await findInModal(
      '[role="alert"]',
      'Only a wallet logged in with email or a social account can export its keys',
    )
  })
})
