import { describe, expect, test, vi } from 'vitest'
import { CONNECTOR_NOT_CONNECTED } from '../errors/messages'
import { resolveFeatures } from '../features/features'
import { createMemoryStorage } from '../storage/StorageLike'
import { base, createTestAdapter, mainnet, solanaMainnet, testConnector } from '../test/fixtures'
import { createPortico } from './createPortico'

const METAMASK = '0x1111111111111111111111111111111111111111'
const RAINBOW = '0x2222222222222222222222222222222222222222'
const COINBASE = '0x3333333333333333333333333333333333333333'

function setup({ storage = createMemoryStorage(), multiWallet = true } = {}) {
  const evm = createTestAdapter('eip155', [
    {
      connector: testConnector('eip155', 'io.metamask', 'ANNOUNCED', 'MetaMask'),
      address: METAMASK,
      balance: '1',
    },
    {
      connector: testConnector('eip155', 'me.rainbow', 'ANNOUNCED', 'Rainbow'),
      address: RAINBOW,
      balance: '2',
    },
    { connector: testConnector('eip155', 'com.coinbase', 'INJECTED', 'Coinbase'), address: COINBASE },
  ])
  const client = createPortico({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [evm.adapter],
    storage,
    features: { multiWallet, analytics: false },
  })
  return { client, evm, storage }
}

async function twoWallets(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options)
  await context.client.ready
  await context.client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  await context.client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })
  return context
}

const connectionIds = (client: ReturnType<typeof setup>['client']) =>
  client.stores.chains.getState().namespaces.eip155.connections.map((connection) => connection.connectorId)
const alertTitle = (client: ReturnType<typeof setup>['client']) =>
  client.stores.alerts.getState().alert?.shortMessage

/** The project's configuration turned multiWallet off after the wallets were connected (SPEC §1 remote features). */
function turnMultiWalletOff(client: ReturnType<typeof setup>['client']) {
  const { features } = client.stores.features.getState()
  client.stores.features
    .getState()
    .setResolved({ features: { ...features, multiWallet: false }, localSettingsIgnored: false }, true)
}

describe('multiWallet on (SPEC §4)', () => {
  test('a second wallet on the namespace joins the first and becomes the active one', async () => {
    const { client, evm } = await twoWallets()
    expect(client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: RAINBOW,
      connectedWalletInfo: { name: 'Rainbow' },
    })
    expect(connectionIds(client)).toEqual(['me.rainbow', 'io.metamask'])
    // The first wallet was never asked to disconnect.
    expect(evm.calls).not.toContain('disconnect:io.metamask')
  })

  test('switchConnection makes another wallet active: account, wallet, network and sign-in follow', async () => {
    const { client } = await twoWallets()
    client.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(client.getAccount('eip155')).toMatchObject({
      address: METAMASK,
      caipAddress: `eip155:1:${METAMASK}`,
      connectedWalletInfo: { name: 'MetaMask' },
    })
    expect(client.stores.chains.getState().namespaces.eip155.connectorId).toBe('io.metamask')
    expect(connectionIds(client)).toEqual(['io.metamask', 'me.rainbow'])
  })

  test("each wallet shows its own balance, never the other's", async () => {
    const { client } = await twoWallets()
    await vi.waitFor(() => expect(client.getAccount('eip155')?.balance).toBe('2'))
    client.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(client.getAccount('eip155')?.balance).not.toBe('2')
    await vi.waitFor(() => expect(client.getAccount('eip155')?.balance).toBe('1'))
  })

  test('each wallet keeps its own network: switching back returns to where that wallet is', async () => {
    const { client } = await twoWallets()
    await client.switchNetwork(base)
    client.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(client.getNetwork('eip155')?.caipNetworkId).toBe('eip155:1')
    client.switchConnection({ namespace: 'eip155', connectorId: 'me.rainbow' })
    expect(client.getNetwork('eip155')?.caipNetworkId).toBe('eip155:8453')
    expect(client.getAccount('eip155')?.caipAddress).toBe(`eip155:8453:${RAINBOW}`)
  })

  test("a wallet that is not connected there is 'Connector not connected'", async () => {
    const { client } = await twoWallets()
    expect(() => client.switchConnection({ namespace: 'eip155', connectorId: 'com.coinbase' })).toThrow(
      CONNECTOR_NOT_CONNECTED,
    )
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
  })

  test('disconnecting the active wallet leaves the other, which becomes active; no disconnect event', async () => {
    const { client, evm } = await twoWallets()
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.name))
    await client.disconnect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    expect(evm.calls).toContain('disconnect:me.rainbow')
    expect(evm.calls).not.toContain('disconnect:io.metamask')
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(connectionIds(client)).toEqual(['io.metamask'])
    expect(events).not.toContain('DISCONNECT_SUCCESS')
  })

  test('disconnecting a wallet that is not active leaves the active one as it is', async () => {
    const { client } = await twoWallets()
    await client.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: RAINBOW })
    expect(connectionIds(client)).toEqual(['me.rainbow'])
  })

  test('disconnecting the last wallet is a disconnect of the namespace, with its event', async () => {
    const { client } = await twoWallets()
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.name))
    await client.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.disconnect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(connectionIds(client)).toEqual([])
    expect(events).toContain('DISCONNECT_SUCCESS')
  })

  test("disconnecting a wallet that is not connected is 'Connector not connected'", async () => {
    const { client } = await twoWallets()
    await expect(client.disconnect({ namespace: 'eip155', connectorId: 'com.coinbase' })).rejects.toThrow(
      CONNECTOR_NOT_CONNECTED,
    )
    expect(connectionIds(client)).toEqual(['me.rainbow', 'io.metamask'])
  })

  test('a reload restores every wallet and the active one', async () => {
    const storage = createMemoryStorage()
    const first = await twoWallets({ storage })
    first.client.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
    const reloaded = setup({ storage })
    reloaded.evm.grant('io.metamask')
    reloaded.evm.grant('me.rainbow')
    await reloaded.client.ready
    expect(reloaded.client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(connectionIds(reloaded.client)).toEqual(['io.metamask', 'me.rainbow'])
  })

  test('a reload where the active wallet no longer grants access makes the next one active', async () => {
    const storage = createMemoryStorage()
    await twoWallets({ storage })
    const reloaded = setup({ storage })
    reloaded.evm.grant('io.metamask')
    await reloaded.client.ready
    expect(reloaded.client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(connectionIds(reloaded.client)).toEqual(['io.metamask'])
  })

  test('a wallet that is not active changing accounts on its side updates only its own connection', async () => {
    const { client, evm } = await twoWallets()
    evm.wallet.changeAccounts('io.metamask', [COINBASE])
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
    const metamask = client.stores.chains
      .getState()
      .namespaces.eip155.connections.find((connection) => connection.connectorId === 'io.metamask')
    expect(metamask?.accounts.map((account) => account.address)).toEqual([COINBASE])
  })

  test('a wallet that is not active disconnecting on its side leaves the list; the active one stays', async () => {
    const { client, evm } = await twoWallets()
    evm.wallet.disconnect('io.metamask')
    expect(connectionIds(client)).toEqual(['me.rainbow'])
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
  })

  test('the active wallet disconnecting on its side hands the namespace to the next one', async () => {
    const { client, evm } = await twoWallets()
    evm.wallet.disconnect('me.rainbow')
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(connectionIds(client)).toEqual(['io.metamask'])
  })
})

describe('multiWallet off (SPEC §4, §8: Multi-Wallet Not Enabled)', () => {
  test('a new connect replaces the wallet, as with one wallet per namespace', async () => {
    const { client, evm } = setup({ multiWallet: false })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.connect({ namespace: 'eip155', connectorId: 'me.rainbow' })
    expect(evm.calls).toContain('disconnect:io.metamask')
    expect(connectionIds(client)).toEqual(['me.rainbow'])
  })

  test('switchConnection shows the info alert and changes nothing', async () => {
    const { client } = await twoWallets()
    turnMultiWalletOff(client)
    client.switchConnection({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(alertTitle(client)).toBe('Multi-Wallet Not Enabled')
    expect(client.stores.alerts.getState().alert?.variant).toBe('info')
    expect(client.getAccount('eip155')?.address).toBe(RAINBOW)
    expect(connectionIds(client)).toEqual(['me.rainbow', 'io.metamask'])
  })

  test('disconnecting one wallet of several shows the info alert and changes nothing', async () => {
    const { client, evm } = await twoWallets()
    turnMultiWalletOff(client)
    await client.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(alertTitle(client)).toBe('Multi-Wallet Not Enabled')
    expect(evm.calls).not.toContain('disconnect:io.metamask')
    expect(connectionIds(client)).toEqual(['me.rainbow', 'io.metamask'])
  })

  test("disconnecting the namespace's only wallet by its id is an ordinary disconnect", async () => {
    const { client } = setup({ multiWallet: false })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(client.getAccount('eip155')?.status).toBe('disconnected')
    expect(alertTitle(client)).toBeUndefined()
  })

  test('multiWallet is off by default (SPEC §9)', () => {
    expect(resolveFeatures({}).features.multiWallet).toBe(false)
  })
})

describe('one WalletConnect session across namespaces, beside a browser wallet (SPEC §4)', () => {
  const SOLANA = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const PHANTOM_SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

  /** MetaMask and a WalletConnect session on EVM, the session on Solana too; Phantom on Solana when asked. */
  async function sessionBesideWallets({ phantomOnSolana }: { phantomOnSolana: boolean }) {
    const walletConnect = (namespace: 'eip155' | 'solana') =>
      testConnector(namespace, 'walletConnect', 'WALLET_CONNECT', 'WalletConnect')
    const evm = createTestAdapter('eip155', [
      { connector: testConnector('eip155', 'io.metamask', 'ANNOUNCED', 'MetaMask'), address: METAMASK },
      { connector: walletConnect('eip155'), address: RAINBOW },
    ])
    const solana = createTestAdapter('solana', [
      { connector: walletConnect('solana'), address: SOLANA, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      {
        connector: testConnector('solana', 'app.phantom', 'ANNOUNCED', 'Phantom'),
        address: PHANTOM_SOLANA,
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      },
    ])
    const client = createPortico({
      projectId: 'p',
      networks: [mainnet, solanaMainnet],
      adapters: [evm.adapter, solana.adapter],
      storage: createMemoryStorage(),
      features: { multiWallet: true, analytics: false },
    })
    await client.ready
    await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
    await client.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    await client.connect({ namespace: 'solana', connectorId: 'walletConnect' })
    if (phantomOnSolana) await client.connect({ namespace: 'solana', connectorId: 'app.phantom' })
    return { client, evm, solana }
  }
  const ids = (
    client: Awaited<ReturnType<typeof sessionBesideWallets>>['client'],
    namespace: 'eip155' | 'solana',
  ) =>
    client.stores.chains
      .getState()
      .namespaces[namespace].connections.map((connection) => connection.connectorId)

  test('the session connected on Solana too keeps MetaMask beside it on EVM', async () => {
    const { client } = await sessionBesideWallets({ phantomOnSolana: false })
    expect(ids(client, 'solana')).toEqual(['walletConnect'])
    expect(ids(client, 'eip155')).toEqual(['walletConnect', 'io.metamask'])
  })

  test('disconnecting it on EVM ends it on Solana too, where it was the only wallet; MetaMask stays', async () => {
    const { client, solana } = await sessionBesideWallets({ phantomOnSolana: false })
    await client.disconnect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(ids(client, 'eip155')).toEqual(['io.metamask'])
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: METAMASK })
    expect(client.getAccount('solana')?.status).toBe('disconnected')
    expect(ids(client, 'solana')).toEqual([])
    expect(solana.calls).toContain('disconnect:walletConnect')
  })

  test('where another wallet is active on Solana, the session leaves its list and that wallet stays active', async () => {
    const { client } = await sessionBesideWallets({ phantomOnSolana: true })
    await client.disconnect({ namespace: 'eip155', connectorId: 'walletConnect' })
    expect(ids(client, 'solana')).toEqual(['app.phantom'])
    expect(client.getAccount('solana')).toMatchObject({ status: 'connected', address: PHANTOM_SOLANA })
    expect(ids(client, 'eip155')).toEqual(['io.metamask'])
  })

  test('a browser wallet is not session-wide: disconnecting MetaMask leaves Solana as it was', async () => {
    const { client } = await sessionBesideWallets({ phantomOnSolana: true })
    await client.disconnect({ namespace: 'eip155', connectorId: 'io.metamask' })
    expect(ids(client, 'eip155')).toEqual(['walletConnect'])
    expect(ids(client, 'solana')).toEqual(['app.phantom', 'walletConnect'])
  })
})
