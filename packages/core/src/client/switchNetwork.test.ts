import { describe, expect, test } from 'vitest'
import {
  base,
  createTestAdapter,
  mainnet,
  solanaMainnet,
  testConnector,
  unconfiguredNetwork,
} from '../test/fixtures'
import { createPortico } from './createPortico'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function setup(options: { enableNetworkSwitch?: boolean; allowUnsupportedChain?: boolean } = {}) {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1 },
  ])
  const solana = createTestAdapter('solana', [
    {
      connector: testConnector('solana', 'app.phantom'),
      address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base, solanaMainnet],
    adapters: [evm.adapter, solana.adapter],
    ...options,
  })
  const connectEvm = async () => {
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  }
  return { client, evm, connectEvm }
}

describe('switchNetwork', () => {
  test('asks the wallet, then updates network, namespace and CAIP address', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    expect(await client.switchNetwork(base)).toBe('switched')
    expect(evm.calls).toContain('switchNetwork:eip155:8453')
    expect(client.getNetwork('eip155')?.caipNetworkId).toBe('eip155:8453')
    expect(client.getAccount('eip155')?.caipAddress).toBe(`eip155:8453:${ADDRESS}`)
  })

  test('a network outside the configured list shows the switch-network-not-found alert', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    expect(await client.switchNetwork(unconfiguredNetwork)).toBe('not-configured')
    expect(client.stores.alerts.getState().alert?.id).toBe('SWITCH_NETWORK_NOT_FOUND')
    expect(evm.calls.some((call) => call.startsWith('switchNetwork'))).toBe(false)
  })

  test('a namespace with no connection, while another is connected, opens SwitchActiveChain with its data', async () => {
    const { client, connectEvm } = setup()
    await connectEvm()
    client.open()
    expect(await client.switchNetwork(solanaMainnet)).toBe('needs-connection')
    expect(client.stores.router.getState().view).toBe('SwitchActiveChain')
    expect(client.stores.router.getState().data).toEqual({
      switchToChain: 'solana',
      navigateTo: 'Connect',
      navigateWithReplace: true,
      network: solanaMainnet,
    })
  })

  test('with nothing connected the network is simply selected', async () => {
    const { client } = setup()
    await client.ready
    expect(await client.switchNetwork(solanaMainnet)).toBe('selected')
    expect(client.getActiveNamespace()).toBe('solana')
    expect(client.getNetwork()?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
  })

  test('on failure the modal navigates back and the error reaches the caller', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    client.open({ view: 'Networks' })
    evm.failNext(Object.assign(new Error('rejected'), { code: 4001 }))
    await expect(client.switchNetwork(base)).rejects.toThrow('rejected')
    expect(client.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
  })

  describe('through the embedded wallet (AUTH), which has no prompt of its own', () => {
    async function connectEmbedded() {
      const evm = createTestAdapter('eip155', [
        { connector: testConnector('eip155', 'embedded', 'AUTH'), address: ADDRESS, chainId: 1 },
      ])
      const client = createPortico({ projectId: 'p', networks: [mainnet, base], adapters: [evm.adapter] })
      await client.ready
      await client.connect({ namespace: 'eip155', connectorId: 'embedded' })
      client.open({ view: 'Networks' })
      return { client, evm }
    }

    test('SwitchNetwork shows the target while the switch runs, then the modal goes back', async () => {
      const { client, evm } = await connectEmbedded()
      const release = evm.pauseNext()
      const switching = client.switchNetwork(base)
      expect(client.stores.router.getState()).toMatchObject({
        view: 'SwitchNetwork',
        data: { network: base },
      })
      release()
      await expect(switching).resolves.toBe('switched')
      expect(client.stores.router.getState().view).toBe('Networks')
      expect(client.getNetwork('eip155')?.name).toBe('Base')
    })

    test('a failed switch goes back too, with the network unchanged', async () => {
      const { client, evm } = await connectEmbedded()
      evm.failNext(new Error('the embedded wallet is unreachable'))
      await expect(client.switchNetwork(base)).rejects.toThrow('unreachable')
      expect(client.stores.router.getState().view).toBe('Networks')
      expect(client.getNetwork('eip155')?.name).toBe('Ethereum')
    })
  })
})

describe('account sync', () => {
  test('a wallet on an unconfigured network becomes Unknown Network and opens UnsupportedChain', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    evm.wallet.changeChain('io.metamask', 137)
    expect(client.getNetwork('eip155')).toMatchObject({
      name: 'Unknown Network',
      caipNetworkId: 'eip155:137',
      unknown: true,
    })
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
  })

  test.each([[{ allowUnsupportedChain: true }], [{ enableNetworkSwitch: false }]])(
    'UnsupportedChain stays closed with %j',
    async (options) => {
      const { client, evm, connectEvm } = setup(options)
      await connectEvm()
      evm.wallet.changeChain('io.metamask', 137)
      expect(client.getNetwork('eip155')?.name).toBe('Unknown Network')
      expect(client.stores.modal.getState().open).toBe(false)
    },
  )

  test('switching away from an unsupported network closes the modal', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    evm.wallet.changeChain('io.metamask', 137)
    await client.switchNetwork(base)
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.getNetwork('eip155')?.name).toBe('Base')
  })

  test('an account change on the wallet updates the address and clears what belonged to the old one', async () => {
    const { client, evm, connectEvm } = setup()
    await connectEvm()
    client.stores.chains.getState().patchAccount('eip155', { balance: '1.0', profileName: 'alice' })
    evm.wallet.changeAccounts('io.metamask', ['0x2222222222222222222222222222222222222222'])
    expect(client.getAccount('eip155')).toMatchObject({
      address: '0x2222222222222222222222222222222222222222',
      caipAddress: 'eip155:1:0x2222222222222222222222222222222222222222',
    })
    expect(client.getAccount('eip155')?.balance).toBeUndefined()
    expect(client.getAccount('eip155')?.profileName).toBeUndefined()
  })
})
