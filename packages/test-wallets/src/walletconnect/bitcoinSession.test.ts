import '../test/walletConnectEnv'
import { createWalletConnectRoute, defineNetwork } from '@portico/core'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { type Relay, startRelay } from '@portico/relay'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { REGTEST_NETWORK } from '../bitcoin/constants'
import { openDappConnector } from '../test/openDappConnector'
import type { WalletConnectStack } from '../test/startWalletConnectStack'
import { NO_BITCOIN_NODE_MESSAGE } from './constants'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './createWalletConnectTestWallet'

const REGTEST = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'rBTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
})

const guard = guardOutsideRequests()
let relay: Relay
let wallet: WalletConnectTestWallet
beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [],
    chains: [],
    bitcoin: { mnemonic: DEVNET_MNEMONIC, chain: REGTEST.caipNetworkId, network: 'Regtest' },
  })
}, 60_000)
afterAll(async () => {
  await wallet.close()
  await relay.close()
  guard.restore()
})

test('bip122 over WalletConnect: accounts typed by getAccountAddresses, both addresses sign, bip322-js verifies; a reload keeps the types', async () => {
  // Only what this file uses of a stack: the relay and the Bitcoin network the dapp asks for.
  const stack = { relay, networks: [REGTEST], wallet } as unknown as WalletConnectStack
  const storage = createMemoryKeyValueStorage()
  const dapp = openDappConnector(stack, { storage })
  const route = createWalletConnectRoute(dapp.connector, 'bip122')
  const connecting = route.connect()
  await wallet.pair((await dapp.pairings.next()).uri)
  await wallet.approveNext()
  const connection = await connecting
  const [payment, ordinal] = wallet.bitcoinAddresses
  expect(connection).toMatchObject({ connectorId: 'walletConnect', chainId: REGTEST.id })
  expect(connection.accounts).toEqual([
    { address: payment, type: 'payment', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) },
    { address: ordinal, type: 'ordinal', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
  ])
  expect(wallet.answered[0]).toEqual({ method: 'getAccountAddresses', chainId: REGTEST.caipNetworkId })

  for (const address of [payment, ordinal]) {
    if (!address) throw new Error('the wallet has no Bitcoin address')
    const signature = await route.signMessage({ address, message: `Portico over WalletConnect ${address}` })
    expect(Verifier.verifySignature(address, `Portico over WalletConnect ${address}`, signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'another message', signature)).toBe(false)
  }
  expect(wallet.answered.slice(1).map(({ method }) => method)).toEqual(['signMessage', 'signMessage'])
  await dapp.connector.close()

  // A reload restores the session without asking the wallet, the types by WalletConnect's account rule.
  const reloaded = openDappConnector(stack, { storage })
  const restored = await createWalletConnectRoute(reloaded.connector, 'bip122').reconnect()
  expect(restored?.accounts.map(({ address, type }) => ({ address, type }))).toEqual([
    { address: payment, type: 'payment' },
    { address: ordinal, type: 'ordinal' },
  ])
  expect(wallet.answered).toHaveLength(3)
  await reloaded.connector.close()
  expect(guard.outside).toEqual([])
})

test('bip122 requests and events: signPsbt with the session account, sendTransfer refused for want of a node, switchAccount announced', async () => {
  const stack = { relay, networks: [REGTEST], wallet } as unknown as WalletConnectStack
  const dapp = openDappConnector(stack)
  const changes: unknown[] = []
  dapp.connector.onAccountsChanged((change) => changes.push(change))
  const connecting = dapp.connector.connect()
  await wallet.pair((await dapp.pairings.next()).uri)
  await wallet.approveNext()
  await connecting
  const [payment = ''] = wallet.bitcoinAddresses
  const chainId = REGTEST.caipNetworkId

  const paymentKey = dapp.connector.getSession()?.namespaces.bip122?.accounts[0]?.publicKey ?? ''
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: new Uint8Array(32).fill(5),
    index: 0,
    witnessUtxo: { script: p2wpkh(hex.decode(paymentKey), REGTEST_NETWORK).script, amount: 20_000n },
  })
  unsigned.addOutputAddress(payment, 19_000n, REGTEST_NETWORK)
  const signInputs = [{ address: payment, index: 0 }]
  const params = { account: payment, psbt: base64.encode(unsigned.toPSBT()), signInputs }
  const { psbt } = await dapp.connector.request<{ psbt: string }>({ chainId, method: 'signPsbt', params })
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  expect(signed.getInput(0).partialSig?.map(([key]) => hex.encode(key))).toEqual([paymentKey])
  await expect(
    dapp.connector.request({ chainId, method: 'signPsbt', params: { ...params, broadcast: true } }),
  ).rejects.toThrow(NO_BITCOIN_NODE_MESSAGE)
  await expect(
    dapp.connector.request({
      chainId,
      method: 'sendTransfer',
      params: { account: payment, recipientAddress: payment, amount: '1000' },
    }),
  ).rejects.toThrow(NO_BITCOIN_NODE_MESSAGE)
  await expect(
    dapp.connector.request({
      chainId,
      method: 'sendTransfer',
      params: { account: payment, recipientAddress: payment, amount: '0.5' },
    }),
  ).rejects.toThrow('Not an amount in satoshis')

  await wallet.bitcoin?.switchAccount(1)
  const [nextPayment, nextOrdinal] = wallet.bitcoinAddresses
  await expect
    .poll(() => changes)
    .toEqual([
      {
        namespace: 'bip122',
        accounts: [
          { address: nextPayment, type: 'payment', publicKey: expect.any(String) },
          { address: nextOrdinal, type: 'ordinal', publicKey: expect.any(String) },
        ],
      },
    ])
  expect(dapp.connector.getSession()?.namespaces.bip122?.accounts[0]?.address).toBe(nextPayment)
  await wallet.bitcoin?.switchAccount(0)
  await dapp.connector.disconnect()
  await dapp.connector.close()
})
