import './test/walletConnectEnv'
import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, UserRejectedRequestError } from '@portico/core'
import { nextPairing, walletConnectPages } from '@portico/core/testing'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { type Relay, startRelay } from '@portico/relay'
import { createSiwxMessage, verifySiwx } from '@portico/siwx'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  DEVNET_WALLET_MNEMONIC,
  type WalletConnectTestWallet,
} from '@portico/test-wallets'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createCosmosAdapter } from './createCosmosAdapter'
import { cosmosHub, osmosis } from './networks/cosmosNetworks'
import { createPage } from './test/setUpAdapter'

const PROJECT_ID = 'portico-cosmos-walletconnect'
const guard = guardOutsideRequests()
let relay: Relay
let wallet: WalletConnectTestWallet
// WalletConnect's key-value storage, which outlives a page like the browser's.
const walletConnectStorage = createMemoryKeyValueStorage()
const pages = walletConnectPages({
  projectId: PROJECT_ID,
  relayUrl: () => relay.url,
  networks: [cosmosHub],
  createAdapter: () => createCosmosAdapter({ target: createPage(), reconnectWaitMs: 0 }),
  walletConnectStorage,
})

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [],
    chains: [],
    cosmos: {
      mnemonic: DEVNET_WALLET_MNEMONIC,
      chains: [{ chain: cosmosHub.caipNetworkId, bech32Prefix: 'cosmos' }],
    },
  })
}, 60_000)
afterAll(async () => {
  await pages.close()
  await wallet.close()
  await relay.close()
  guard.restore()
})

test('WalletConnect on cosmos: a pairing gives the bech32 account with its key; an ADR-36 sign-in verifies; a refusal; a reload', async () => {
  const { client, adapter } = await pages.load()
  expect(client.getConnectors('cosmos').map(({ id, type }) => [id, type])).toEqual([
    ['walletConnect', 'WALLET_CONNECT'],
  ])

  const connecting = client.connect({ namespace: 'cosmos', connectorId: 'walletConnect' })
  await wallet.pair((await nextPairing(client)).uri)
  await wallet.approveNext()
  await connecting
  const [address = ''] = wallet.cosmosAddresses
  expect(client.getAccount('cosmos')).toMatchObject({
    status: 'connected',
    address,
    caipAddress: `cosmos:cosmoshub-4:${address}`,
  })
  const [connection] = client.stores.chains.getState().namespaces.cosmos.connections
  const account = connection?.accounts[0]
  expect(connection?.accounts).toEqual([{ address, type: 'eoa', publicKey: expect.any(String) }])
  // SPEC §3: the public key (asked with cosmos_getAccounts) is the one the address is made from.
  const publicKey = account?.publicKey ?? ''
  expect(pubkeyToAddress(encodeSecp256k1Pubkey(fromBase64(publicKey)), 'cosmos')).toBe(address)

  // signMessage goes through the session: cosmos_signAmino of the ADR-36 doc, as signArbitrary signs it.
  const message = createSiwxMessage({
    accountAddress: address,
    chainId: cosmosHub.caipNetworkId,
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'n0nce1234',
    issuedAt: new Date().toISOString(),
  }).toString()
  const signature = await adapter.signMessage({ connectorId: 'walletConnect', address, message })
  expect(wallet.answered.at(-1)).toEqual({ method: 'cosmos_signAmino', chainId: cosmosHub.caipNetworkId })
  expect(await verifySiwx({ message, signature, publicKey })).toBe(true)
  // siwx's cosmos verifier: ADR-36 with cosmjs, the key making the address (the same check as signArbitrary's).
  expect(await verifySiwx({ message: `${message}.`, signature, publicKey })).toBe(false)
  wallet.cosmos?.rejectNext()
  await expect(
    adapter.signMessage({ connectorId: 'walletConnect', address, message }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)

  // The session's account is that of its chain: it stays there, and cannot move to another (SPEC §5).
  await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: cosmosHub })
  await expect(adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: osmosis })).rejects.toThrow(
    CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  )

  // A reload: the first page is gone, and the next one's adapter (on a connector over the same storage
  // and prefix, the one the first client of a project keeps) restores the session with no new pairing.
  await pages.unload()
  const reloaded = pages.reload()
  const restored = await reloaded.adapter.reconnect({ connectorId: 'walletConnect', caipNetwork: cosmosHub })
  // The public key was kept with the session (a restore asks the phone nothing): a sign-in still verifies.
  expect(restored).toEqual({
    connectorId: 'walletConnect',
    chainId: 'cosmoshub-4',
    accounts: [{ address, type: 'eoa', publicKey }],
  })
  expect(reloaded.latestConnectors().map(({ id }) => id)).toEqual(['walletConnect'])
  const again = await reloaded.adapter.signMessage({ connectorId: 'walletConnect', address, message })
  expect(await verifySiwx({ message, signature: again, publicKey })).toBe(true)

  // The app disconnects: the session ends for the wallet too (SPEC §4), and nothing of it is kept.
  await reloaded.adapter.disconnect({ connectorId: 'walletConnect' })
  await expect.poll(() => wallet.sessionTopics()).toEqual([])
  expect((await walletConnectStorage.getKeys()).filter((key) => key.startsWith('portico:'))).toEqual([])
  expect(guard.outside).toEqual([])
})
