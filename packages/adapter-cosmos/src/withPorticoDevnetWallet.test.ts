import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS } from '@portico/core'
import { createSiwxMessage, verifyAdr36Signature, verifySiwx } from '@portico/siwx'
import { describe, expect, test } from 'vitest'
import { ChainNotSupportedError } from './errors/ChainNotSupportedError'
import { ConnectorNotConnectedError } from './errors/ConnectorNotConnectedError'
import { UserRejectedRequestError } from './index'
import { cosmosHub, osmosis, osmosisTestnet } from './networks/cosmosNetworks'
import { createPage, installDevnetCosmosWallet, setUpAdapter } from './test/setUpAdapter'

const WALLET = 'dev.portico.wallet'

async function connected() {
  const page = createPage()
  const wallet = installDevnetCosmosWallet(page)
  const setup = await setUpAdapter(page)
  const connection = await setup.adapter.connect({ connectorId: WALLET, caipNetwork: cosmosHub })
  const account = connection.accounts[0]
  if (!account) throw new Error('no account')
  return { page, wallet, connection, account, ...setup }
}

/** ADR-36 checked by siwx's cosmjs verifier: the key makes the address, and signs the MsgSignData doc of the text. */
const verifyAdr36 = (address: string, publicKey: string, message: string, signature: string) =>
  verifyAdr36Signature({ address, publicKey, message, signature })

describe('connect', () => {
  test('Cosmos Hub: one prompt, then the bech32 address and its base64 public key on cosmoshub-4', async () => {
    const { connection, account, wallet } = await connected()
    expect(connection).toEqual({ connectorId: WALLET, accounts: [account], chainId: 'cosmoshub-4' })
    expect(account.address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(account.type).toBe('eoa')
    expect(pubkeyToAddress(encodeSecp256k1Pubkey(fromBase64(account.publicKey ?? '')), 'cosmos')).toBe(
      account.address,
    )
    expect(wallet.requests.map((request) => request.method)).toEqual(['enable', 'getKey'])
  })

  test('a chain the wallet lacks is suggested with its chain info, then enabled and connected', async () => {
    const page = createPage()
    const wallet = installDevnetCosmosWallet(page)
    const { adapter } = await setUpAdapter(page)
    const connection = await adapter.connect({ connectorId: WALLET, caipNetwork: osmosis })
    expect(connection.chainId).toBe('osmosis-1')
    expect(connection.accounts[0]?.address).toMatch(/^osmo1/)
    expect(wallet.chains).toEqual(['cosmoshub-4', 'osmosis-1'])
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'enable',
      'experimentalSuggestChain',
      'enable',
      'getKey',
    ])
    expect(wallet.requests[1]?.params[0]).toMatchObject({
      chainId: 'osmosis-1',
      rpc: 'https://rpc.osmosis.zone',
    })
  })

  test("a refused suggestion is 'The connector does not support any of the requested chains'", async () => {
    const page = createPage()
    const wallet = installDevnetCosmosWallet(page)
    const { adapter } = await setUpAdapter(page)
    wallet.rejectNext()
    const refused = adapter.connect({ connectorId: WALLET, caipNetwork: osmosisTestnet })
    await expect(refused).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(refused).rejects.toMatchObject({ shortMessage: CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS })
    expect(wallet.chains).toEqual(['cosmoshub-4'])
    // A host's network without chain info (none configured either) cannot be suggested at all.
    const { cosmos: _none, ...bare } = osmosis
    const host = await setUpAdapter(page, {}, [bare])
    await expect(host.adapter.connect({ connectorId: WALLET, caipNetwork: bare })).rejects.toThrow(
      `${CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS}: osmosis-1`,
    )
  })

  test("refusing the connect is core's UserRejectedRequestError (4001); a retry connects", async () => {
    const page = createPage()
    const wallet = installDevnetCosmosWallet(page)
    const { adapter } = await setUpAdapter(page)
    wallet.rejectNext()
    const refused = adapter.connect({ connectorId: WALLET, caipNetwork: cosmosHub })
    await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    await expect(adapter.connect({ connectorId: WALLET, caipNetwork: cosmosHub })).resolves.toMatchObject({
      chainId: 'cosmoshub-4',
    })
  })
})

describe('signMessage (ADR-36)', () => {
  test('the base64 signature verifies with verifySiwx and with cosmjs against the address', async () => {
    const { adapter, account } = await connected()
    const now = Date.now()
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: cosmosHub.caipNetworkId,
      domain: 'app.example.com',
      uri: 'https://app.example.com/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 60_000).toISOString(),
    }).toString()
    const signature = await adapter.signMessage({ connectorId: WALLET, address: account.address, message })
    expect(fromBase64(signature)).toHaveLength(64)
    expect(await verifySiwx({ message, signature, publicKey: account.publicKey })).toBe(true)
    expect(await verifyAdr36(account.address, account.publicKey ?? '', message, signature)).toBe(true)
    expect(await verifyAdr36(account.address, account.publicKey ?? '', `${message}.`, signature)).toBe(false)
  })

  test('a refusal is a UserRejectedRequestError; another address is Connector not connected', async () => {
    const { adapter, account, wallet } = await connected()
    wallet.rejectNext()
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: account.address, message: 'gm' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(
      adapter.signMessage({ connectorId: WALLET, address: 'cosmos1other', message: 'gm' }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})

test('a keystore change in the wallet switches the account (index 1) reported to core', async () => {
  const { adapter, wallet, account, log } = await connected()
  wallet.switchAccount(1)
  await expect.poll(() => log.accountsChanged.length).toBe(1)
  const [next] = log.accountsChanged[0]?.accounts ?? []
  expect(log.accountsChanged[0]?.connectorId).toBe(WALLET)
  expect(next?.address).toMatch(/^cosmos1/)
  expect(next?.address).not.toBe(account.address)
  expect(next?.publicKey).not.toBe(account.publicKey)
  // The adapter now signs as the new account.
  const signature = await adapter.signMessage({
    connectorId: WALLET,
    address: next?.address ?? '',
    message: 'gm',
  })
  expect(await verifyAdr36(next?.address ?? '', next?.publicKey ?? '', 'gm', signature)).toBe(true)
})

test('a keystore change after disconnect reports nothing', async () => {
  const { adapter, wallet, log } = await connected()
  await adapter.disconnect({ connectorId: WALLET })
  wallet.switchAccount(1)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(log.accountsChanged).toEqual([])
  expect(wallet.granted).toEqual([])
})

describe('reconnect', () => {
  test('a reload restores a granted chain with no prompt', async () => {
    const { page, account } = await connected()
    // A new page load: the same grants, a new wallet object and adapter.
    const reloaded = installDevnetCosmosWallet(page, ['cosmoshub-4'])
    reloaded.rejectNext() // any prompt now would fail
    const { adapter } = await setUpAdapter(page)
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: cosmosHub })).resolves.toEqual({
      connectorId: WALLET,
      accounts: [account],
      chainId: 'cosmoshub-4',
    })
  })

  test('a wallet that is gone, or that refuses, gives nothing; a late one is waited for', async () => {
    const page = createPage()
    const { adapter } = await setUpAdapter(page)
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: cosmosHub })).resolves.toBeUndefined()
    const refusing = installDevnetCosmosWallet(page)
    refusing.rejectNext()
    await expect(adapter.reconnect({ connectorId: WALLET, caipNetwork: cosmosHub })).resolves.toBeUndefined()

    const late = createPage()
    const patient = await setUpAdapter(late, { reconnectWaitMs: 2_000 })
    const pending = patient.adapter.reconnect({ connectorId: WALLET, caipNetwork: cosmosHub })
    setTimeout(() => installDevnetCosmosWallet(late, ['cosmoshub-4']), 150)
    await expect(pending).resolves.toMatchObject({ chainId: 'cosmoshub-4' })
  })
})

test('switchNetwork enables the other chain (suggesting it) and reports its address', async () => {
  const { adapter, account, log } = await connected()
  await adapter.switchNetwork({ connectorId: WALLET, caipNetwork: osmosis })
  const [moved] = log.accountsChanged.at(-1)?.accounts ?? []
  expect(moved?.address).toMatch(/^osmo1/)
  expect(moved?.publicKey).toBe(account.publicKey)
  const signature = await adapter.signMessage({
    connectorId: WALLET,
    address: moved?.address ?? '',
    message: 'gm',
  })
  expect(await verifyAdr36(moved?.address ?? '', moved?.publicKey ?? '', 'gm', signature)).toBe(true)
})
