import './test/walletConnectEnv'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, UserRejectedRequestError } from '@portico/core'
import { nextPairing, walletConnectPages } from '@portico/core/testing'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { type Relay, startRelay } from '@portico/relay'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  DEVNET_WALLET_MNEMONIC,
  type WalletConnectTestWallet,
} from '@portico/test-wallets'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { porticoLocalPolkadot, westend } from './networks/polkadotNetworks'
import { createPage } from './test/setUpAdapter'

const PROJECT_ID = 'portico-polkadot-walletconnect'
const guard = guardOutsideRequests()
let relay: Relay
let wallet: WalletConnectTestWallet
const pages = walletConnectPages({
  projectId: PROJECT_ID,
  relayUrl: () => relay.url,
  networks: [porticoLocalPolkadot],
  createAdapter: () => createPolkadotAdapter({ target: createPage(), reconnectWaitMs: 0 }),
  walletConnectStorage: createMemoryKeyValueStorage(),
})

beforeAll(async () => {
  await cryptoWaitReady()
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [],
    chains: [],
    polkadot: { mnemonic: DEVNET_WALLET_MNEMONIC, chains: [porticoLocalPolkadot.caipNetworkId] },
  })
}, 60_000)
afterAll(async () => {
  await pages.close()
  await wallet.close()
  await relay.close()
  guard.restore()
})

test('WalletConnect on polkadot: a pairing gives a normal connection; signing, a refusal, a reload and the wallet’s disconnect', async () => {
  const { client, adapter } = await pages.load()
  expect(client.getConnectors('polkadot').map(({ id, type }) => [id, type])).toEqual([
    ['walletConnect', 'WALLET_CONNECT'],
  ])

  const connecting = client.connect({ namespace: 'polkadot', connectorId: 'walletConnect' })
  await wallet.pair((await nextPairing(client)).uri)
  await wallet.approveNext()
  await connecting
  const [first = '', second = ''] = wallet.polkadotAddresses
  expect(client.getAccount('polkadot')).toMatchObject({
    status: 'connected',
    address: first,
    caipAddress: `${porticoLocalPolkadot.caipNetworkId}:${first}`,
  })
  expect(client.stores.chains.getState().namespaces.polkadot.connections).toEqual([
    {
      connectorId: 'walletConnect',
      accounts: [
        { address: first, type: 'eoa' },
        { address: second, type: 'eoa' },
      ],
      caipNetwork: expect.objectContaining({ caipNetworkId: porticoLocalPolkadot.caipNetworkId }),
    },
  ])

  // signMessage goes through the session: the wallet signs the <Bytes>-wrapped text, as extensions do.
  const message = 'Portico on Polkadot over WalletConnect'
  const signature = await adapter.signMessage({ connectorId: 'walletConnect', address: second, message })
  expect(signatureVerify(message, signature, second).isValid).toBe(true)
  expect(sr25519Verify(u8aWrapBytes(message), signature, decodeAddress(second))).toBe(true)
  expect(wallet.answered.at(-1)).toEqual({
    method: 'polkadot_signMessage',
    chainId: porticoLocalPolkadot.caipNetworkId,
  })
  wallet.polkadot?.rejectNext()
  await expect(
    adapter.signMessage({ connectorId: 'walletConnect', address: first, message }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)

  // The session's accounts are those of its chain: it stays there, and cannot move to another (SPEC §5).
  await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: porticoLocalPolkadot })
  await expect(adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: westend })).rejects.toThrow(
    CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  )

  // A reload: the first page is gone, and the next one's adapter (on a connector over the same storage
  // and prefix, the one the first client of a project keeps) restores the session with no new pairing.
  await pages.unload()
  const reloaded = pages.reload()
  const restored = await reloaded.adapter.reconnect({
    connectorId: 'walletConnect',
    caipNetwork: porticoLocalPolkadot,
  })
  expect(restored).toEqual({
    connectorId: 'walletConnect',
    chainId: porticoLocalPolkadot.id,
    accounts: [
      { address: first, type: 'eoa' },
      { address: second, type: 'eoa' },
    ],
  })
  expect(reloaded.latestConnectors().map(({ id }) => id)).toEqual(['walletConnect'])
  const again = await reloaded.adapter.signMessage({ connectorId: 'walletConnect', address: first, message })
  expect(signatureVerify(message, again, first).isValid).toBe(true)

  // SPEC §4: the wallet ends the session; the adapter tells core, which disconnects every namespace.
  await wallet.disconnect()
  await expect.poll(() => reloaded.log.disconnected).toEqual([{ connectorId: 'walletConnect' }])
  expect(guard.outside).toEqual([])
})
