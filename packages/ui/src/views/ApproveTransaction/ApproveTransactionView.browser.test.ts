import type { PorticoClient } from '@portico/core'
import { createTestEmbeddedWallet } from '@portico/core/testing'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'

afterEach(resetPage)

const EMAIL = 'ada@example.test'
const ADDRESS = '0x2222222222222222222222222222222222222222'
const RECEIVER = '0x1234567890abcdef1234567890abcdef12345678'

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
  expect(await wallet.verifyEmailCode(frame.codeFor(EMAIL) ?? '')).toBe(true)
  const provider = setup.client.getProvider('eip155') as {
    request: (arguments_: { method: string; params?: unknown }) => Promise<unknown>
  }
  return { ...setup, frame, wallet, provider }
}

const button = (name: string) =>
  vi.waitFor(() => {
    const match = Array.from(modalShadow()?.querySelectorAll('button') ?? []).find(
      (element) => element.textContent?.trim() === name,
    )
    if (!match) throw new Error(`no button ${name}`)
    return match
  }, WAIT)

/** The request's outcome, its handler attached at once (a rejection while the test clicks is not unhandled). */
const settle = (request: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  request.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )

const waitingCount = (client: PorticoClient) => client.stores.modal.getState().open

describe('the ApproveTransaction view (SPEC §2, §4)', () => {
  test('a message: its text in a focusable region; Approve only after 500 ms; Approve signs and closes', async () => {
    const { client, provider } = await loggedIn()
    const signed = settle(
      provider.request({ method: 'personal_sign', params: ['0x48656c6c6f2c20416461', ADDRESS] }),
    )
    expect((await findInModal('h2')).textContent).toBe('Approve Request')
    expect((await findInModal('h3')).textContent).toBe('Sign this message')
    const region = await findInModal('section[aria-label="What you sign"]')
    expect(region.textContent).toBe('Hello, Ada')
    expect(region.tabIndex).toBe(0)
    const approve = await button('Approve')
    // A click meant for the screen before cannot land on Approve.
    expect(approve.disabled).toBe(true)
    await vi.waitFor(() => expect(approve.disabled).toBe(false), WAIT)
    await userEvent.click(approve)
    expect((await signed).value).toBe('0xsigned-0x48656c6c6f2c20416461')
    await vi.waitFor(() => expect(waitingCount(client)).toBe(false), WAIT)
  })

  test('Reject: the caller gets a user-rejected error (4001)', async () => {
    const { provider } = await loggedIn()
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    await userEvent.click(await button('Reject'))
    expect((await signed).error).toMatchObject({ code: 4001 })
  })

  test('bytes that are no text are shown as hex', async () => {
    const { provider } = await loggedIn()
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0xff00fe', ADDRESS] }))
    expect((await findInModal('h3')).textContent).toBe('Sign this data (hex)')
    expect((await findInModal('section[aria-label="What you sign"]')).textContent).toBe('0xff00fe')
    await userEvent.click(await button('Reject'))
    expect((await signed).error).toMatchObject({ code: 4001 })
  })

  test('typed data: the app, the type and each field', async () => {
    const { provider } = await loggedIn()
    const typed = {
      domain: { name: 'Harbour Finance', chainId: 1 },
      primaryType: 'Mail',
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Hello, Bob', amount: 42 },
    }
    const signed = settle(
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [ADDRESS, JSON.stringify(typed)],
      }),
    )
    expect((await findInModal('h3')).textContent).toBe('Sign structured data')
    const terms = Array.from((await findInModal('dl')).querySelectorAll('dt, dd')).map(
      (node) => node.textContent,
    )
    expect(terms).toEqual([
      'App',
      'Harbour Finance',
      'Type',
      'Mail',
      'contents',
      'Hello, Bob',
      'amount',
      '42',
    ])
    await userEvent.click(await button('Reject'))
    expect((await signed).error).toMatchObject({ code: 4001 })
  })

  test('a transfer: amount and symbol, the receiver short with a copy button, and the network', async () => {
    const { provider } = await loggedIn()
    const sent = settle(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS, to: RECEIVER, value: '0x2386f26fc10000' }],
      }),
    )
    expect((await findInModal('h3')).textContent).toBe('Send 0.01 ETH')
    expect((await findInModal('p', 'To ')).textContent).toBe('To 0x12…345678')
    expect((await findInModal('p', 'On ')).textContent).toBe('On Ethereum')
    expect(await findInModal('button[aria-label="Copy address"]')).toBeTruthy()
    await userEvent.click(await button('Reject'))
    expect((await sent).error).toMatchObject({ code: 4001 })
  })

  test('queued requests show one at a time, each with its own 500 ms wait', async () => {
    const { provider } = await loggedIn()
    const first = settle(provider.request({ method: 'personal_sign', params: ['0x6f6e65', ADDRESS] }))
    const second = settle(provider.request({ method: 'personal_sign', params: ['0x74776f', ADDRESS] }))
    expect((await findInModal('p', 'Request')).textContent).toBe('Request 1 of 2')
    expect((await findInModal('section')).textContent).toBe('one')
    await userEvent.click(await button('Reject'))
    expect((await first).error).toMatchObject({ code: 4001 })
    await vi.waitFor(() => expect(modalShadow()?.querySelector('section')?.textContent).toBe('two'), WAIT)
    expect((await button('Approve')).disabled).toBe(true)
    await vi.waitFor(async () => expect((await button('Approve')).disabled).toBe(false), WAIT)
    await userEvent.click(await button('Approve'))
    expect((await second).value).toBe('0xsigned-0x74776f')
  })

  test('a Solana transfer reads as amount, receiver and network', async () => {
    const { client, wallet } = await loggedIn()
    // The evm-only harness has no Solana adapter: the request core would hold is put in its store as is.
    wallet.stores.pendingRequest.getState().set([
      {
        id: 99,
        namespace: 'solana',
        method: 'solana_signTransaction',
        network: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana' },
        details: {
          kind: 'solanaTransaction',
          size: 215,
          transfers: [
            {
              to: 'CktRuQ2mttgRGkXJtyksdKHjUdc2C4TgDzyB98oEzy8',
              value: '250000000',
              amount: '0.25',
              symbol: 'SOL',
            },
          ],
        },
        status: 'waiting',
      },
    ])
    client.open({ view: 'ApproveTransaction' })
    expect((await findInModal('h3')).textContent).toBe('Send 0.25 SOL')
    expect((await findInModal('p', 'To ')).textContent).toBe('To CktR…8oEzy8')
    expect((await findInModal('p', 'On ')).textContent).toBe('On Solana')
  })

  test('in Japanese', async () => {
    const { provider } = await loggedIn({ locale: 'ja' })
    const signed = settle(provider.request({ method: 'personal_sign', params: ['0x48656c6c6f', ADDRESS] }))
    expect((await findInModal('h2')).textContent).toBe('リクエストの承認')
    await userEvent.click(await button('拒否'))
    expect((await signed).error).toMatchObject({ code: 4001 })
  })
})
