import { ACCOUNT_NOT_FOUND_FOR_CONNECTOR, CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS } from '@portico/core'
import { expect, test } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { ConnectorNotFoundError } from './errors/ConnectorNotFoundError'
import { NoAccountsError } from './errors/NoAccountsError'
import { SignRawUnsupportedError } from './errors/SignRawUnsupportedError'
import { kusama, polkadot } from './networks/polkadotNetworks'
import {
  createFakeExtension,
  createPage,
  inject,
  installDevnetPolkadotWallet,
  setUpAdapter,
} from './test/setUpAdapter'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

test('the polkadot namespace: balance, send, signing, switching and picking an account on; the rest off', () => {
  const adapter = createPolkadotAdapter()
  expect(adapter.namespace).toBe('polkadot')
  expect(adapter.capabilities).toEqual({
    balance: true,
    send: true,
    activity: false,
    names: false,
    onramp: false,
    signMessage: true,
    switchNetwork: true,
    estimateGas: false,
    writeContract: false,
    selectAccount: true,
  })
  expect(typeof adapter.getBalance).toBe('function')
  expect(typeof adapter.sendTransaction).toBe('function')
  expect(typeof adapter.estimateSendFee).toBe('function')
  expect('estimateGas' in adapter).toBe(false)
  expect('writeContract' in adapter).toBe(false)
})

test('actions before setup say so; an unknown extension is Provider not found', async () => {
  const unready = createPolkadotAdapter()
  expect(() => unready.connect({ connectorId: 'talisman', caipNetwork: polkadot })).toThrow(
    AdapterNotReadyError,
  )
  expect(() => unready.signMessage({ connectorId: 'talisman', address: ALICE, message: 'gm' })).toThrow(
    AdapterNotReadyError,
  )
  expect(() => unready.getBalance({ address: ALICE, caipNetwork: polkadot })).toThrow(AdapterNotReadyError)
  expect(() =>
    unready.sendTransaction({ connectorId: 'talisman', caipNetwork: polkadot, to: BOB, value: '1' }),
  ).toThrow(AdapterNotReadyError)
  const { adapter } = await setUpAdapter(createPage())
  await expect(adapter.connect({ connectorId: 'talisman', caipNetwork: polkadot })).rejects.toThrow(
    new ConnectorNotFoundError('talisman'),
  )
})

test('connect enables only the extension the visitor picked, with the app name, never the others', async () => {
  const page = createPage()
  const polkadotJs = createFakeExtension([{ address: ALICE }])
  const talisman = createFakeExtension([{ address: BOB, type: 'sr25519' }])
  inject(page, 'polkadot-js', polkadotJs.provider)
  inject(page, 'talisman', talisman.provider)
  const devnet = installDevnetPolkadotWallet(page)
  const { adapter } = await setUpAdapter(page, { appName: 'Portico Demo' })
  const connection = await adapter.connect({ connectorId: 'talisman', caipNetwork: polkadot })
  expect(connection).toEqual({
    connectorId: 'talisman',
    accounts: [{ address: BOB, type: 'eoa' }],
    chainId: '91b171bb158e2d3848fa23a9f1c25182',
  })
  expect(talisman.enableCalls).toEqual(['Portico Demo'])
  expect(polkadotJs.enableCalls).toEqual([])
  expect(devnet.requests).toEqual([])
})

test("accounts are the extension's SS58 ones for the network: no Ethereum ones, none tied to another chain", async () => {
  const page = createPage()
  const ethereum = '0x1111111111111111111111111111111111111111'
  const extension = createFakeExtension([
    { address: ethereum, type: 'ethereum' },
    { address: ALICE, genesisHash: polkadot.polkadot.genesisHash },
    { address: BOB, genesisHash: null },
    { address: BOB },
  ])
  inject(page, 'talisman', extension.provider)
  const { adapter, log } = await setUpAdapter(page)
  const connection = await adapter.connect({ connectorId: 'talisman', caipNetwork: polkadot })
  expect(connection.accounts.map((account) => account.address)).toEqual([ALICE, BOB])
  // On Kusama the account tied to Polkadot is not offered: core hears the change.
  await adapter.switchNetwork({ connectorId: 'talisman', caipNetwork: kusama })
  expect(log.accountsChanged).toEqual([
    { connectorId: 'talisman', accounts: [{ address: BOB, type: 'eoa' }] },
  ])
})

test("an extension with no account for the network is 'Account not found for connector', at connect and at a switch", async () => {
  const page = createPage()
  inject(page, 'polkadot-js', createFakeExtension([]).provider)
  inject(
    page,
    'talisman',
    createFakeExtension([{ address: ALICE, genesisHash: polkadot.polkadot.genesisHash }]).provider,
  )
  const { adapter } = await setUpAdapter(page)
  const empty = adapter.connect({ connectorId: 'polkadot-js', caipNetwork: polkadot })
  await expect(empty).rejects.toBeInstanceOf(NoAccountsError)
  await expect(empty).rejects.toMatchObject({ shortMessage: ACCOUNT_NOT_FOUND_FOR_CONNECTOR })
  await adapter.connect({ connectorId: 'talisman', caipNetwork: polkadot })
  await expect(adapter.switchNetwork({ connectorId: 'talisman', caipNetwork: kusama })).rejects.toMatchObject(
    {
      shortMessage: CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
    },
  )
})

test('an extension whose signer has no signRaw cannot sign, and says so', async () => {
  const page = createPage()
  inject(page, 'talisman', createFakeExtension([{ address: ALICE }]).provider)
  const { adapter } = await setUpAdapter(page)
  await adapter.connect({ connectorId: 'talisman', caipNetwork: polkadot })
  await expect(
    adapter.signMessage({ connectorId: 'talisman', address: ALICE, message: 'gm' }),
  ).rejects.toThrow(SignRawUnsupportedError)
})

test('getProvider gives the enabled extension (accounts and signer) of a connected connector only', async () => {
  const page = createPage()
  installDevnetPolkadotWallet(page)
  const { adapter } = await setUpAdapter(page)
  expect(adapter.getProvider('dev.portico.wallet')).toBeUndefined()
  await adapter.connect({ connectorId: 'dev.portico.wallet', caipNetwork: polkadot })
  expect(typeof adapter.getProvider('dev.portico.wallet')?.signer.signRaw).toBe('function')
  await adapter.disconnect({ connectorId: 'dev.portico.wallet' })
  expect(adapter.getProvider('dev.portico.wallet')).toBeUndefined()
})
