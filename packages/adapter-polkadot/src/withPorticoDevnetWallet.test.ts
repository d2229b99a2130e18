import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { createSiwxMessage, verifySiwx } from '@portico/siwx'
import { beforeAll, describe, expect, test } from 'vitest'
import { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
import { UserRejectedRequestError } from './index'
import { polkadot, porticoLocalPolkadot } from './networks/polkadotNetworks'
import { createPage, installDevnetPolkadotWallet, setUpAdapter } from './test/setUpAdapter'

const WALLET = 'dev.portico.wallet'

beforeAll(() => cryptoWaitReady())

async function connected() {
  const page = createPage()
  const wallet = installDevnetPolkadotWallet(page)
  const setup = await setUpAdapter(page, { appName: 'Portico Demo' })
  const connection = await setup.adapter.connect({ connectorId: WALLET, caipNetwork: porticoLocalPolkadot })
  const [first = '', second = ''] = connection.accounts.map((account) => account.address)
  return { page, wallet, connection, first, second, ...setup }
}

describe('connect', () => {
  test("one prompt with the app's name, then both SS58 accounts of the extension on the local chain", async () => {
    const { connection, wallet, first, second } = await connected()
    expect(connection).toEqual({
      connectorId: WALLET,
      accounts: [
        { address: wallet.addresses[0], type: 'eoa' },
        { address: wallet.addresses[1], type: 'eoa' },
      ],
      chainId: '45454545454545454545454545454545',
    })
    expect(decodeAddress(first)).toHaveLength(32)
    expect(second).not.toBe(first)
    expect(wallet.origin).toBe('Portico Demo')
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'enable',
      'accounts.get',
      'accounts.subscribe',
    ])
  })

  test("a refused connect is core's UserRejectedRequestError (4001); a retry connects", async () => {
    const page = createPage()
    const wallet = installDevnetPolkadotWallet(page)
    const { adapter } = await setUpAdapter(page)
    wallet.rejectNext()
    const refused = adapter.connect({ connectorId: WALLET, caipNetwork: polkadot })
    await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    await expect(adapter.connect({ connectorId: WALLET, caipNetwork: polkadot })).resolves.toMatchObject({
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
    })
  })
})

describe('signMessage (signRaw)', () => {
  test('asks signRaw for the <Bytes>-wrapped message as bytes; the signature verifies for that account', async () => {
    const { adapter, wallet, second } = await connected()
    const signature = await adapter.signMessage({ connectorId: WALLET, address: second, message: 'hello' })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'signRaw',
      params: [{ address: second, data: u8aToHex(u8aWrapBytes('hello')), type: 'bytes' }],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify('hello', signature, second)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(sr25519Verify(u8aWrapBytes('hello'), signature, decodeAddress(second))).toBe(true)
    expect(sr25519Verify(stringToU8a('hello.'), signature, decodeAddress(second))).toBe(false)
  })

  test('a sign-in message signed through the adapter passes verifySiwx', async () => {
    const { adapter, first } = await connected()
    const now = Date.now()
    const message = createSiwxMessage({
      accountAddress: first,
      chainId: porticoLocalPolkadot.caipNetworkId,
      domain: 'app.example.com',
      uri: 'https://app.example.com/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 60_000).toISOString(),
    }).toString()
    const signature = await adapter.signMessage({ connectorId: WALLET, address: first, message })
    expect(await verifySiwx({ message, signature })).toBe(true)
    expect(await verifySiwx({ message: `${message}.`, signature })).toBe(false)
  })

  test("a refusal ('Cancelled') is a UserRejectedRequestError; an account not shared is Connector not connected", async () => {
    const { adapter, wallet, first } = await connected()
    wallet.rejectNext()
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: first, message: 'gm' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    const stranger = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: stranger, message: 'gm' }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})

describe('account subscription', () => {
  test('an account hidden in the extension, then shared again, reaches core as the new list', async () => {
    const { wallet, log, first, second } = await connected()
    await Promise.resolve() // the extension's first call back, with the same list, is no news
    expect(log.accountsChanged).toEqual([])
    wallet.shareAccount(0, false)
    wallet.shareAccount(0, true)
    expect(log.accountsChanged).toEqual([
      { connectorId: WALLET, accounts: [{ address: second, type: 'eoa' }] },
      {
        connectorId: WALLET,
        accounts: [
          { address: first, type: 'eoa' },
          { address: second, type: 'eoa' },
        ],
      },
    ])
  })

  test('the site removed in the extension is a disconnect; nothing is heard after a disconnect', async () => {
    const first = await connected()
    first.wallet.revoke()
    expect(first.log.disconnected).toEqual([{ connectorId: WALLET }])

    const second = await connected()
    await second.adapter.disconnect({ connectorId: WALLET })
    second.wallet.shareAccount(0, false)
    expect(second.log.accountsChanged).toEqual([])
  })
})

describe('reconnect', () => {
  test('a reload restores an allowed extension with no prompt', async () => {
    const { page, connection } = await connected()
    const reloaded = installDevnetPolkadotWallet(page, true)
    reloaded.rejectNext() // any prompt now would fail
    const { adapter } = await setUpAdapter(page)
    await expect(
      adapter.reconnect({ connectorId: WALLET, caipNetwork: porticoLocalPolkadot }),
    ).resolves.toEqual(connection)
  })

  test('an extension that is gone, or that refuses, gives nothing; a late one is waited for', async () => {
    const page = createPage()
    const { adapter } = await setUpAdapter(page)
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: polkadot })).resolves.toBeUndefined()
    installDevnetPolkadotWallet(page).rejectNext()
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: polkadot })).resolves.toBeUndefined()

    const late = createPage()
    const patient = await setUpAdapter(late, { reconnectWaitMs: 2_000 })
    const pending = patient.adapter.reconnect({ connectorId: WALLET, caipNetwork: polkadot })
    setTimeout(() => installDevnetPolkadotWallet(late, true), 150)
    await expect(pending).resolves.toMatchObject({ connectorId: WALLET })
  })
})
