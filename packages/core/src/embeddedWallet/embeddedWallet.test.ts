import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico } from '../client/createPortico'
import {
  ACTION_NOT_ALLOWED,
  EMAIL_LOGIN_NOT_ENABLED,
  EMBEDDED_WALLET_NOT_CONNECTED,
  INVALID_EMAIL,
  NO_AUTH_CONNECTOR_FOUND,
  NO_EMAIL_CODE_REQUESTED,
  REQUESTED_RPC_CALL_NOT_ALLOWED,
  UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY,
} from '../errors/messages'
import { createMemoryStorage } from '../storage/StorageLike'
import { mainnet } from '../test/fixtures'
import { EMAIL, FRAME_URL, logIn, METAMASK, openPage } from '../test/openEmbeddedWalletPage'
import { createTestEmbeddedWallet, TEST_WRONG_CODE_MESSAGE } from '../testing/createTestEmbeddedWallet'
import type { Eip1193Provider, EmbeddedSolanaProvider } from './types'

const evmProvider = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.client.getProvider('eip155') as Eip1193Provider
const solanaProvider = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.client.getProvider('solana') as EmbeddedSolanaProvider

afterEach(() => {
  vi.useRealTimers()
})

describe('the AUTH connector', () => {
  test('is listed on eip155 and solana, and nothing of the bridge loads until it is needed', async () => {
    const page = await openPage()
    for (const namespace of ['eip155', 'solana'] as const)
      expect(page.client.getConnectors(namespace)).toContainEqual(
        expect.objectContaining({ id: 'auth', type: 'AUTH', chain: namespace, chains: ['eip155', 'solana'] }),
      )
    expect(page.frame.calls).toEqual([])
  })

  test('without the embeddedWallet option the client has none', async () => {
    const client = createPortico({ projectId: 'p', networks: [mainnet] })
    await client.ready
    await expect(client.embeddedWallet()).rejects.toThrow(NO_AUTH_CONNECTOR_FOUND)
  })
})

describe('email login', () => {
  test('a malformed email is refused before any request', async () => {
    const page = await openPage()
    expect(await page.wallet.requestEmailCode('ada@example')).toBe(false)
    expect(page.wallet.stores.emailLogin.getState()).toMatchObject({ step: 'email', error: INVALID_EMAIL })
    expect(page.frame.calls).toEqual([])
  })

  test('with email off in the project configuration nothing is sent', async () => {
    const page = await openPage({ email: false })
    expect(await page.wallet.requestEmailCode(EMAIL)).toBe(false)
    expect(page.wallet.stores.emailLogin.getState().error).toBe(EMAIL_LOGIN_NOT_ENABLED)
    expect(page.frame.mailsTo(EMAIL)).toBe(0)
  })

  test('a code is sent, the step moves to the code, and a second request within 30 s is refused here', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const page = await openPage()
    expect(await page.wallet.requestEmailCode(`  ${EMAIL} `)).toBe(true)
    expect(page.wallet.stores.emailLogin.getState()).toMatchObject({
      step: 'otp',
      email: EMAIL,
      error: undefined,
    })
    expect(page.wallet.resendSecondsLeft()).toBe(30)
    vi.advanceTimersByTime(12_500)
    expect(await page.wallet.resendEmailCode()).toBe(false)
    expect(page.wallet.stores.emailLogin.getState().error).toBe('Please try again after 18 seconds')
    expect(page.wallet.resendSecondsLeft()).toBe(18)
    expect(page.frame.mailsTo(EMAIL)).toBe(1)
    vi.advanceTimersByTime(17_500)
    expect(await page.wallet.resendEmailCode()).toBe(true)
    expect(page.frame.mailsTo(EMAIL)).toBe(2)
  })

  test("with the page's storage cleared, the server's own cooldown answer is shown and timed", async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const frame = createTestEmbeddedWallet({ now: () => Date.now() })
    const first = await openPage({ frame })
    expect(await first.wallet.requestEmailCode(EMAIL)).toBe(true)
    vi.advanceTimersByTime(5_000)
    const second = await openPage({ frame, storage: createMemoryStorage() })
    expect(await second.wallet.requestEmailCode(EMAIL)).toBe(false)
    expect(second.wallet.stores.emailLogin.getState().error).toBe('Please try again after 25 seconds')
    expect(second.wallet.resendSecondsLeft()).toBe(25)
  })

  test('a wrong code typed in the frame shows the frame’s reason and the frame asks again; the right one logs in', async () => {
    const page = await openPage()
    await page.wallet.requestEmailCode(EMAIL)
    const login = page.wallet.awaitEmailCode()
    page.frame.typeCode('000000')
    await vi.waitFor(() =>
      expect(page.wallet.stores.emailLogin.getState()).toMatchObject({
        step: 'otp',
        status: 'idle',
        error: TEST_WRONG_CODE_MESSAGE,
      }),
    )
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    page.frame.typeCode(page.frame.codeFor(EMAIL) ?? '')
    expect(await login).toBe(true)
    expect(page.frame.calls.filter((call) => call.startsWith('connectOtp'))).toEqual([
      'connectOtp:000000',
      `connectOtp:${page.frame.codeFor(EMAIL)}`,
    ])
    expect(page.client.getAccount('eip155')?.status).toBe('connected')
  })

  test('a newer wait for the code takes over: the earlier one ends false and shows nothing', async () => {
    const page = await openPage()
    await page.wallet.requestEmailCode(EMAIL)
    const earlier = page.wallet.awaitEmailCode()
    const later = page.wallet.awaitEmailCode()
    expect(await earlier).toBe(false)
    expect(page.wallet.stores.emailLogin.getState().error).toBeUndefined()
    page.frame.typeCode(page.frame.codeFor(EMAIL) ?? '')
    expect(await later).toBe(true)
  })

  test('no code step, no wait: the page asks for a code first', async () => {
    const page = await openPage()
    expect(await page.wallet.awaitEmailCode()).toBe(false)
    expect(page.wallet.stores.emailLogin.getState().error).toBe(NO_EMAIL_CODE_REQUESTED)
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
  })

  test('the verified code connects the AUTH connector on eip155 and solana with the user (SPEC §3)', async () => {
    const page = await openPage()
    await logIn(page)
    expect(page.client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: '0x2222222222222222222222222222222222222222',
      user: { email: EMAIL, address: '0x2222222222222222222222222222222222222222' },
      preferredAccountType: 'eoa',
    })
    expect(page.client.getAccount('solana')).toMatchObject({
      status: 'connected',
      address: 'CktRuQ2mttgRGkXJtyksdKHjUdc2C4TgDzyB98oEzy8',
      user: { email: EMAIL },
    })
    expect(page.client.getAccount('eip155')?.user).not.toHaveProperty('solanaAddress')
    expect(page.wallet.getInfo('eip155')).toEqual({
      user: expect.objectContaining({ email: EMAIL }),
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    expect(page.wallet.stores.emailLogin.getState()).toMatchObject({ step: 'email', error: undefined })
    // SPEC §3: recent wallets are wallets; the embedded wallet is not one of them.
    expect(page.client.stores.connection.getState().recentWallets).toEqual([])
    // The frame starts on the first configured EVM network, with its RPC URL (SPEC §7).
    expect(page.frame.calls[1]).toBe(`bridge:${FRAME_URL}:1:${mainnet.rpcUrls.default.http[0]}`)
  })

  test('a bridge chunk that fails to load is the SPEC §8 message, and a later try loads it again', async () => {
    const frame = createTestEmbeddedWallet()
    frame.failLoad()
    const page = await openPage({ frame })
    expect(await page.wallet.requestEmailCode(EMAIL)).toBe(false)
    expect(page.wallet.stores.emailLogin.getState().error).toBe(UNABLE_TO_LOAD_EMAIL_LOGIN_DEPENDENCY)
  })
})

describe('unsafe requests wait for the person in the secure frame, shown by ApproveTransaction (SPEC §4, §6)', () => {
  test('personal_sign opens the modal on ApproveTransaction with the message; the frame’s Approve signs and closes it', async () => {
    const page = await openPage()
    await logIn(page)
    const signed = evmProvider(page).request({
      method: 'personal_sign',
      params: ['0x68656c6c6f20506f727469636f', '0x2222222222222222222222222222222222222222'],
    })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    expect(page.client.stores.modal.getState().open).toBe(true)
    expect(page.client.stores.router.getState().view).toBe('ApproveTransaction')
    expect(page.wallet.stores.pendingRequest.getState().requests[0]).toMatchObject({
      namespace: 'eip155',
      method: 'personal_sign',
      network: { caipNetworkId: 'eip155:1', name: mainnet.name },
      details: { kind: 'message', text: 'hello Portico', isText: true },
    })
    // The frame holds it: the host has no Approve of its own.
    await vi.waitFor(() => expect(page.frame.heldCount()).toBe(1))
    expect('approvePendingRequest' in page.wallet).toBe(false)
    page.frame.approve()
    expect(await signed).toBe('0xsigned-0x68656c6c6f20506f727469636f')
    expect(page.wallet.stores.pendingRequest.getState().requests).toEqual([])
    expect(page.client.stores.modal.getState().open).toBe(false)
    // SPEC §4: on success the native balance refreshes.
    const balanceReads = () => page.evm.calls.filter((call) => call.startsWith('getBalance')).length
    await vi.waitFor(() => expect(balanceReads()).toBe(2))
  })

  test('the frame’s Reject gives the caller a user-rejected 4001 error and closes the modal', async () => {
    const page = await openPage()
    await logIn(page)
    const signed = evmProvider(page).request({ method: 'personal_sign', params: ['0x6869', '0x22'] })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    page.frame.reject()
    await expect(signed).rejects.toMatchObject({ code: 4001 })
    expect(page.client.stores.modal.getState().open).toBe(false)
  })

  test('over an open modal the view is pushed, and answered the stack pops back to where it was', async () => {
    const page = await openPage()
    await logIn(page)
    page.client.open()
    expect(page.client.stores.router.getState().view).toBe('Account')
    const signed = evmProvider(page).request({ method: 'personal_sign', params: ['0x6869', '0x22'] })
    await vi.waitFor(() => expect(page.client.stores.router.getState().view).toBe('ApproveTransaction'))
    page.frame.approve()
    await signed
    expect(page.client.stores.modal.getState().open).toBe(true)
    expect(page.client.stores.router.getState().view).toBe('Account')
  })

  test('two requests wait in order; the view stays until the last is answered', async () => {
    const page = await openPage()
    await logIn(page)
    const first = evmProvider(page).request({ method: 'personal_sign', params: ['0x6131', '0x22'] })
    const second = evmProvider(page).request({ method: 'personal_sign', params: ['0x6132', '0x22'] })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(2))
    page.frame.approve()
    expect(await first).toBe('0xsigned-0x6131')
    expect(page.client.stores.router.getState().view).toBe('ApproveTransaction')
    expect(page.wallet.stores.pendingRequest.getState().requests[0]?.details).toMatchObject({ text: 'a2' })
    page.frame.reject()
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(page.client.stores.modal.getState().open).toBe(false)
  })

  test('closing the modal rejects the waiting request with 4001', async () => {
    const page = await openPage()
    await logIn(page)
    const signed = evmProvider(page).request({ method: 'personal_sign', params: ['0x6869', '0x22'] })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    page.client.close()
    await expect(signed).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(page.wallet.stores.pendingRequest.getState().requests).toEqual([])
    // The frame forgets it too, so no later click there can sign it.
    expect(page.frame.calls).toContain('abortRpcRequests')
    expect(page.frame.heldCount()).toBe(0)
  })

  test('a send shows amount, receiver and network in plain data', async () => {
    const page = await openPage()
    await logIn(page)
    const sent = evmProvider(page).request({
      method: 'eth_sendTransaction',
      params: [{ from: '0x22', to: METAMASK, value: '0x2386f26fc10000' }],
    })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    expect(page.wallet.stores.pendingRequest.getState().requests[0]?.details).toEqual({
      kind: 'transaction',
      to: METAMASK,
      value: '10000000000000000',
      amount: '0.010000000000000000',
      symbol: 'ETH',
    })
    page.frame.reject()
    await expect(sent).rejects.toMatchObject({ code: 4001 })
  })

  test('a Solana message is shown as text and signed once approved', async () => {
    const page = await openPage()
    await logIn(page)
    const signed = solanaProvider(page).signMessage(new TextEncoder().encode('gm'))
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    expect(page.wallet.stores.pendingRequest.getState().requests[0]).toMatchObject({
      namespace: 'solana',
      method: 'solana_signMessage',
      details: { kind: 'message', text: 'gm', isText: true },
    })
    page.frame.approve()
    expect((await signed).signature).toHaveLength(64)
    expect(page.frame.calls).toContain('solana:signMessage:gm')
  })

  test('safe reads go straight through with no view', async () => {
    const page = await openPage()
    await logIn(page)
    expect(await evmProvider(page).request({ method: 'eth_chainId' })).toBe('0x1')
    expect(page.client.stores.modal.getState().open).toBe(false)
  })

  test('an unsafe request with no logged-in wallet is refused (4100) without a view', async () => {
    const page = await openPage()
    await expect(
      page.wallet.connector.evmProvider.request({ method: 'personal_sign', params: ['0x6869', '0x22'] }),
    ).rejects.toMatchObject({ code: 4100, shortMessage: EMBEDDED_WALLET_NOT_CONNECTED })
    expect(page.client.stores.modal.getState().open).toBe(false)
  })

  test('an unknown method is refused, pending requests are rejected, and the toast shows 300 ms after the modal opens', async () => {
    const page = await openPage()
    await logIn(page)
    const waiting = evmProvider(page).request({ method: 'personal_sign', params: ['0x6869', '0x22'] })
    await vi.waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
    vi.useFakeTimers()
    await expect(evmProvider(page).request({ method: 'eth_mine' })).rejects.toMatchObject({
      code: 4200,
      shortMessage: REQUESTED_RPC_CALL_NOT_ALLOWED,
    })
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
    expect(page.frame.calls).toContain('abortRpcRequests')
    expect(page.client.stores.modal.getState().open).toBe(true)
    vi.advanceTimersByTime(299)
    expect(page.client.stores.alerts.getState().banner.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(page.client.stores.alerts.getState().banner).toMatchObject({
      open: true,
      variant: 'error',
      message: ACTION_NOT_ALLOWED,
    })
  })
})

describe('reload and sign-out', () => {
  test('a reload makes the frame at startup and reconnects both namespaces with no new code', async () => {
    const frame = createTestEmbeddedWallet()
    const storage = createMemoryStorage()
    await logIn(await openPage({ frame, storage }))
    frame.calls.length = 0
    const page = await openPage({ frame, storage })
    // SPEC §4: email login was used before, so the frame is made at once.
    expect(frame.calls).toContain('load')
    await vi.waitFor(() => expect(page.client.getAccount('eip155')?.user?.email).toBe(EMAIL))
    expect(page.client.getAccount('eip155')?.status).toBe('connected')
    expect(page.client.getAccount('solana')?.status).toBe('connected')
    expect(frame.mailsTo(EMAIL)).toBe(1)
  })

  test('a namespace whose reconnect ends after the frame told the user gets the user too', async () => {
    const frame = createTestEmbeddedWallet()
    const storage = createMemoryStorage()
    await logIn(await openPage({ frame, storage }))
    const page = await openPage({ frame, storage, holdEvmReconnect: true })
    // Solana reconnects and reads the user from the frame while the EVM reconnect is held.
    await vi.waitFor(() => expect(page.client.getAccount('solana')?.user?.email).toBe(EMAIL))
    expect(page.client.getAccount('eip155')?.status).not.toBe('connected')
    page.releaseEvm?.()
    await page.client.ready
    await vi.waitFor(() => expect(page.client.getAccount('eip155')?.status).toBe('connected'))
    await vi.waitFor(() => expect(page.client.getAccount('eip155')?.user?.email).toBe(EMAIL))
  })

  test('disconnect signs the frame out, and the next load is not connected', async () => {
    const frame = createTestEmbeddedWallet()
    const storage = createMemoryStorage()
    const page = await openPage({ frame, storage })
    await logIn(page)
    await page.client.disconnect()
    await vi.waitFor(() => expect(frame.calls).toContain('signOut'))
    expect(frame.isLoggedIn()).toBe(false)
    expect(page.client.getAccount('solana')?.status).toBe('disconnected')
    const reloaded = await openPage({ frame, storage })
    expect(frame.calls.filter((call) => call === 'load')).toEqual([])
    expect(reloaded.client.getAccount('eip155')?.status).toBe('disconnected')
  })

  test('signOut disconnects every namespace the AUTH connector holds and waits for the frame', async () => {
    const page = await openPage()
    await logIn(page)
    await page.wallet.signOut()
    expect(page.frame.isLoggedIn()).toBe(false)
    expect(page.client.getAccount('eip155')?.status).toBe('disconnected')
    expect(page.client.getAccount('solana')?.status).toBe('disconnected')
  })
})
