import { expect, test } from 'vitest'
import { createCosmosAdapter } from './createCosmosAdapter'
import { AdapterNotReadyError } from './errors/AdapterNotReadyError'
import { ConnectorNotFoundError } from './errors/ConnectorNotFoundError'
import { cosmosHub } from './networks/cosmosNetworks'
import { createPage, installDevnetCosmosWallet, setUpAdapter } from './test/setUpAdapter'

test('the cosmos namespace: signing on; balance, send and the rest off (SPEC §1)', () => {
  const adapter = createCosmosAdapter()
  expect(adapter.namespace).toBe('cosmos')
  expect(adapter.capabilities).toEqual({
    balance: false,
    send: false,
    activity: false,
    names: false,
    onramp: false,
    signMessage: true,
    switchNetwork: true,
    estimateGas: false,
    writeContract: false,
  })
  expect('getBalance' in adapter).toBe(false)
  expect('sendTransaction' in adapter).toBe(false)
})

test('actions before setup say so; an unknown wallet is Provider not found', async () => {
  expect(() => createCosmosAdapter().signMessage({ connectorId: 'x', address: 'y', message: 'z' })).toThrow(
    AdapterNotReadyError,
  )
  const { adapter } = await setUpAdapter(createPage())
  await expect(adapter.connect({ connectorId: 'keplr', caipNetwork: cosmosHub })).rejects.toThrow(
    new ConnectorNotFoundError('keplr'),
  )
})

test('getProvider gives the Keplr-compatible object itself', async () => {
  const page = createPage()
  const { provider } = installDevnetCosmosWallet(page)
  const { adapter } = await setUpAdapter(page)
  expect(adapter.getProvider?.('dev.portico.wallet')).toBe(provider)
})
