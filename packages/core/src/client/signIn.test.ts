import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage, type StorageLike } from '../storage/StorageLike'
import { base, createTestAdapter, mainnet, testConnector } from '../test/fixtures'
import { userRejection } from '../testing/createTestAdapter'
import { createTestSiwx, testSiwxSession } from '../testing/createTestSiwx'
import { createPortico } from './createPortico'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup({
  required = false,
  sessions = [] as ReturnType<typeof testSiwxSession>[],
  storage = createMemoryStorage() as StorageLike,
  createMessageFails = false,
} = {}) {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.devnet', 'ANNOUNCED'), address: ADDRESS },
  ])
  const siwx = createTestSiwx({ required, sessions })
  if (createMessageFails)
    siwx.config.createMessage = async () => {
      throw new Error('nonce server down')
    }
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [evm.adapter],
    storage,
    siwx: siwx.config,
    allowUnsupportedChain: true,
    // A modal is mounted (no warning); its views are @portico/ui's to test.
    ui: { mount: () => undefined },
  })
  const events: string[] = []
  client.subscribeEvents((event) => events.push(event.name))
  const connect = async () => {
    await client.ready
    client.open()
    await client.connect({ namespace: 'eip155', connectorId: 'io.devnet' })
  }
  const view = () => client.stores.router.getState().view
  const open = () => client.stores.modal.getState().open
  return { client, evm, siwx, events, connect, view, open, storage }
}

describe('sign-in after connect (SPEC §4)', () => {
  test('no session: the sign-message view opens with the message to read', async () => {
    const { client, connect, view, open } = setup()
    await connect()
    expect(view()).toBe('SIWXSignMessage')
    expect(open()).toBe(true)
    expect(client.stores.signIn.getState().message?.toString()).toContain(ADDRESS)
  })

  test('a session for the account on this network: no prompt', async () => {
    const { connect, view } = setup({ sessions: [testSiwxSession('eip155:1', ADDRESS)] })
    await connect()
    expect(view()).not.toBe('SIWXSignMessage')
  })

  test('Sign: the wallet signs the prepared message, the session is kept, the dialog closes', async () => {
    const { client, connect, evm, siwx, events, open, storage } = setup()
    await connect()
    const text = client.stores.signIn.getState().message?.toString()
    expect(await client.signIn()).toBe(true)
    expect(evm.calls).toContain(`signMessage:${text}`)
    expect(siwx.sessions()).toEqual([
      expect.objectContaining({
        message: text,
        signature: '0xsigned',
        data: expect.objectContaining({ chainId: 'eip155:1' }),
      }),
    ])
    expect(Object.keys(siwx.sessions()[0]?.data ?? {})).not.toContain('toString')
    expect(open()).toBe(false)
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(storage.getItem('@portico/lastAuthenticatedNetwork')).toContain('eip155:1')
  })

  test("'Authenticating...' while the session is checked, after the wallet signed", async () => {
    const { client, connect, evm, siwx } = setup()
    await connect()
    // The wallet waits for the visitor, then the session check waits for its server.
    const release = evm.pauseNext()
    let answer: () => void = () => undefined
    const keep = siwx.config.addSession
    siwx.config.addSession = async (session) => {
      await new Promise<void>((resolve) => {
        answer = resolve
      })
      await keep(session)
    }
    const status = () => client.stores.signIn.getState().status
    const signing = client.signIn()
    await vi.waitFor(() => expect(status()).toBe('signing'))
    release()
    await vi.waitFor(() => expect(status()).toBe('authenticating'))
    answer()
    expect(await signing).toBe(true)
    expect(status()).toBe('idle')
  })

  test("the wallet rejects: 'Error signing message' on the view, and a retry signs in", async () => {
    const { client, connect, evm, events, view, siwx } = setup({ required: true })
    await connect()
    evm.failNext(userRejection())
    expect(await client.signIn()).toBe(false)
    expect(client.stores.signIn.getState().error).toBe('Error signing message')
    expect(view()).toBe('SIWXSignMessage')
    expect(events).toContain('SIWX_AUTH_ERROR')
    expect(await client.signIn()).toBe(true)
    expect(siwx.sessions()).toHaveLength(1)
  })

  test('a session that does not verify is refused: the view stays with the error', async () => {
    const { client, connect, siwx, view } = setup()
    await connect()
    siwx.config.addSession = async () => {
      throw new Error('signature does not verify')
    }
    expect(await client.signIn()).toBe(false)
    expect(view()).toBe('SIWXSignMessage')
    expect(client.stores.signIn.getState().error).toBe('Error signing message')
  })

  test('required: the dialog cannot be closed without a session', async () => {
    const { client, connect, open } = setup({ required: true })
    await connect()
    expect(client.close()).toBe(false)
    expect(open()).toBe(true)
  })

  test('not required: it can be closed, and Cancel closes it, still connected', async () => {
    const { client, connect, open, events } = setup()
    await connect()
    await client.cancelSignIn()
    expect(open()).toBe(false)
    expect(events).toContain('CLICK_CANCEL_SIWX')
    expect(client.getAccount('eip155')?.status).toBe('connected')
  })

  test('Cancel when required and no authenticated network: disconnect', async () => {
    const { client, connect, open } = setup({ required: true })
    await connect()
    await client.cancelSignIn()
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(open()).toBe(false)
  })

  test('Cancel when required: back to the last authenticated network that still has a session', async () => {
    const { client, connect, view } = setup({ required: true })
    await connect()
    await client.signIn()
    await client.switchNetwork(base)
    expect(view()).toBe('SIWXSignMessage')
    await client.cancelSignIn()
    expect(client.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    expect(client.getAccount('eip155')?.status).toBe('connected')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  test('a wallet on a network outside the list is never asked to sign; back on a listed one, it is', async () => {
    const { client, connect, evm, view } = setup()
    await connect()
    await client.cancelSignIn()
    evm.wallet.changeChain('io.devnet', 999)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getNetwork('eip155')?.unknown).toBe(true)
    expect(view()).not.toBe('SIWXSignMessage')
    evm.wallet.changeChain('io.devnet', 8453)
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
  })

  test('the wallet switches to an account with no session: the prompt opens for it', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    const { client, connect, evm, view } = setup({ sessions: [testSiwxSession('eip155:1', ADDRESS)] })
    await connect()
    expect(view()).not.toBe('SIWXSignMessage')
    evm.wallet.changeAccounts('io.devnet', [other])
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(client.stores.signIn.getState().message?.accountAddress).toBe(other)
  })

  test('after a reload with a kept session, no new prompt; without one, the prompt returns', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.connect()
    await first.client.signIn()
    const reloaded = setup({ storage, sessions: first.siwx.sessions() })
    reloaded.evm.grant('io.devnet')
    await reloaded.client.ready
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reloaded.client.getAccount('eip155')?.status).toBe('connected')
    expect(reloaded.open()).toBe(false)

    const withoutSession = setup({ storage })
    withoutSession.evm.grant('io.devnet')
    await withoutSession.client.ready
    await vi.waitFor(() => expect(withoutSession.view()).toBe('SIWXSignMessage'))
  })

  test("a message that cannot be made: 'A problem occurred while trying initialize authentication', disconnected", async () => {
    const { client, connect } = setup({ createMessageFails: true })
    await connect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.stores.alerts.getState().alert?.shortMessage).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
  })

  test("the account's public key, when its wallet gives one, goes with the session for its verifier", async () => {
    const evm = createTestAdapter('eip155', [
      { connector: testConnector('eip155', 'io.keyed', 'ANNOUNCED'), address: ADDRESS, publicKey: 'A1B2c3' },
    ])
    const siwx = createTestSiwx()
    const client = createPortico({
      projectId: 'p',
      networks: [mainnet],
      adapters: [evm.adapter],
      storage: createMemoryStorage(),
      siwx: siwx.config,
      ui: { mount: () => undefined },
    })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.keyed' })
    await client.signIn()
    expect(siwx.sessions()[0]?.cacao).toEqual({ publicKey: 'A1B2c3' })
  })

  test('disconnect signs out (signOutOnDisconnect default)', async () => {
    const { client, connect, siwx } = setup()
    await connect()
    await client.signIn()
    await client.disconnect()
    expect(siwx.sessions()).toEqual([])
  })
})
