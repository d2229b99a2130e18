import { createTestSiwx, userRejection } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  findDialog,
  findInModal,
  METAMASK,
  modalShadow,
  resetPage,
  setupModal,
  WAIT,
} from '../../../test/modalHarness'

afterEach(resetPage)

const ADDRESS = '0x1111111111111111111111111111111111111111'
const METADATA = { name: 'Harbour Finance', description: '', url: 'https://harbour.test', icons: [] }

async function connectWithSignIn({ required = false, locale }: { required?: boolean; locale?: string } = {}) {
  const siwx = createTestSiwx({ required })
  const setup = await setupModal({
    options: { siwx: siwx.config, metadata: METADATA },
    ...(locale ? { ui: { locale } } : {}),
  })
  setup.client.open()
  await setup.client.connect({ namespace: 'eip155', connectorId: METAMASK.id })
  await findInModal('h2', locale ? /./ : 'Sign In')
  return { ...setup, siwx }
}

const button = (name: string) => findInModal('button', name)

describe('the sign-message view (SPEC §2, §4)', () => {
  test('names the dapp, says what signing means, shows the message on demand, and Sign closes with a session', async () => {
    const { client, siwx, wallets } = await connectWithSignIn()
    expect((await findInModal('h3')).textContent).toBe('Harbour Finance')
    expect((await findInModal('p', 'Signing proves')).textContent).toBe(
      'Signing proves to Harbour Finance that this wallet is yours; it is free and sends no transaction.',
    )
    const show = await button('Show message')
    expect(show.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(show)
    const message = await findInModal('section[aria-label="Message to sign"]')
    expect(message.textContent).toContain(ADDRESS)
    expect(show.getAttribute('aria-expanded')).toBe('true')
    expect(show.getAttribute('aria-controls')).toBe(message.id)

    await userEvent.click(await button('Sign'))
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
    expect(siwx.sessions()).toHaveLength(1)
    expect(wallets.calls).toContain(`signMessage:${message.textContent}`)
  })

  test("while the wallet is asked, Sign is busy; a rejection shows 'Error signing message' and a retry works", async () => {
    const { client, siwx, wallets } = await connectWithSignIn()
    const release = wallets.pauseNext()
    wallets.failNext(userRejection())
    await userEvent.click(await button('Sign'))
    expect((await findInModal('[role="status"]', 'Approve')).textContent).toBe(
      'Approve the signature in your wallet',
    )
    expect((await button('Cancel')).hasAttribute('disabled')).toBe(true)
    release()
    expect((await findInModal('[role="alert"]', 'Error')).textContent).toBe('Error signing message')
    await userEvent.click(await button('Sign'))
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
    expect(siwx.sessions()).toHaveLength(1)
  })

  test('required: Escape does not close it; Cancel disconnects', async () => {
    const { client } = await connectWithSignIn({ required: true })
    await findDialog()
    await userEvent.keyboard('{Escape}')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(modalShadow()?.querySelector('h2')?.textContent).toBe('Sign In')
    await userEvent.click(await button('Cancel'))
    await vi.waitFor(() => expect(client.getAccount('eip155')?.status).toBe('disconnected'), WAIT)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  test('not required: Cancel closes and the account stays connected', async () => {
    const { client } = await connectWithSignIn()
    await userEvent.click(await button('Cancel'))
    await vi.waitFor(() => expect(client.stores.modal.getState().open).toBe(false), WAIT)
    expect(client.getAccount('eip155')?.status).toBe('connected')
  })

  test('in Japanese', async () => {
    await connectWithSignIn({ locale: 'ja' })
    expect((await findInModal('h2')).textContent).toBe('サインイン')
    expect(await button('メッセージを表示')).toBeTruthy()
    expect(await button('署名')).toBeTruthy()
  })
})
