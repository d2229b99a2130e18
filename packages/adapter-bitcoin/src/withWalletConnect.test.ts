import './test/walletConnectEnv'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS, UserRejectedRequestError } from '@portico/core'
import { nextPairing, walletConnectPages } from '@portico/core/testing'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { type Relay, startRelay } from '@portico/relay'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  NO_BITCOIN_NODE_MESSAGE,
  REGTEST_NETWORK,
  type WalletConnectTestWallet,
} from '@portico/test-wallets'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { networks as bitcoinjsNetworks, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import { bitcoinRegtest, bitcoinTestnet } from './networks'
import { ONE_RECIPIENT_PER_TRANSFER } from './walletconnect/sessionRequests'

const PROJECT_ID = 'portico-bitcoin-walletconnect'
const REGTEST_BITCOINJS = { ...bitcoinjsNetworks.testnet, bech32: 'bcrt' }
const guard = guardOutsideRequests()
let relay: Relay
let wallet: WalletConnectTestWallet
const pages = walletConnectPages({
  projectId: PROJECT_ID,
  relayUrl: () => relay.url,
  networks: [bitcoinRegtest, bitcoinTestnet],
  createAdapter: () => createBitcoinAdapter({ root: {} }),
  walletConnectStorage: createMemoryKeyValueStorage(),
})

beforeAll(async () => {
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [],
    chains: [],
    bitcoin: { mnemonic: DEVNET_MNEMONIC, chain: bitcoinRegtest.caipNetworkId, network: 'Regtest' },
  })
}, 60_000)
afterAll(async () => {
  await pages.close()
  await wallet.close()
  await relay.close()
  guard.restore()
})

/** A PSBT spending one output of each of the wallet's addresses, as a host would build it. */
function unsignedPsbt(paymentKey: string, ordinalsKey: string, payTo: string): string {
  const transaction = new Transaction()
  transaction.addInput({
    txid: new Uint8Array(32).fill(9),
    index: 0,
    witnessUtxo: { script: p2wpkh(hex.decode(paymentKey), REGTEST_NETWORK).script, amount: 30_000n },
  })
  transaction.addInput({
    txid: new Uint8Array(32).fill(8),
    index: 2,
    witnessUtxo: { script: p2tr(hex.decode(ordinalsKey), undefined, REGTEST_NETWORK).script, amount: 546n },
    tapInternalKey: hex.decode(ordinalsKey),
  })
  transaction.addOutputAddress(payTo, 29_000n, REGTEST_NETWORK)
  return base64.encode(transaction.toPSBT())
}

const validator = (pubkey: Buffer, hash: Buffer, signature: Buffer) =>
  pubkey.length === 32
    ? schnorr.verify(signature, hash, pubkey)
    : secp256k1.verify(signature, hash, pubkey, { prehash: false })

test('WalletConnect on bip122: PSBTs signed over the session, transfers asked for, addressesChanged moving core’s accounts, a reload', async () => {
  const { client, adapter } = await pages.load()
  const connecting = client.connect({ namespace: 'bip122', connectorId: 'walletConnect' })
  await wallet.pair((await nextPairing(client)).uri)
  await wallet.approveNext()
  await connecting
  const [payment = '', ordinal = ''] = wallet.bitcoinAddresses
  const [paymentAccount, ordinalAccount] = adapter.getAccounts('walletConnect')
  expect([paymentAccount?.type, ordinalAccount?.type]).toEqual(['payment', 'ordinal'])
  expect(client.getAccount('bip122')).toMatchObject({ status: 'connected', address: payment })

  // signPsbt: both inputs signed by the wallet's keys; bitcoinjs-lib checks each signature.
  const psbt = unsignedPsbt(paymentAccount?.publicKey ?? '', ordinalAccount?.publicKey ?? '', payment)
  const signed = await adapter.signPsbt({
    connectorId: 'walletConnect',
    psbt,
    signInputs: { [payment]: [0], [ordinal]: [1] },
  })
  const parsed = Psbt.fromBase64(signed.psbt, { network: REGTEST_BITCOINJS })
  expect(parsed.validateSignaturesOfInput(0, validator)).toBe(true)
  expect(parsed.validateSignaturesOfInput(1, validator)).toBe(true)
  expect(parsed.validateSignaturesOfInput(1, () => false)).toBe(false)
  expect(wallet.answered.at(-1)).toEqual({ method: 'signPsbt', chainId: bitcoinRegtest.caipNetworkId })
  wallet.bitcoin?.rejectNext()
  await expect(
    adapter.signPsbt({ connectorId: 'walletConnect', psbt, signInputs: { [payment]: [0] } }),
  ).rejects.toBeInstanceOf(UserRejectedRequestError)

  // sendTransfer reaches the wallet, which checks it and says why it cannot send (no bitcoind here).
  await expect(
    adapter.sendTransfer({ connectorId: 'walletConnect', recipients: [{ address: ordinal, amount: 1_000 }] }),
  ).rejects.toThrow(NO_BITCOIN_NODE_MESSAGE)
  await expect(
    adapter.sendTransfer({
      connectorId: 'walletConnect',
      recipients: [{ address: 'tb1qnotregtest', amount: 1 }],
    }),
  ).rejects.toThrow('Not a Regtest address')
  const asked = wallet.answered.length
  await expect(
    adapter.sendTransfer({
      connectorId: 'walletConnect',
      recipients: [
        { address: ordinal, amount: 1_000 },
        { address: payment, amount: 1_000 },
      ],
    }),
  ).rejects.toThrow(ONE_RECIPIENT_PER_TRANSFER)
  expect(wallet.answered).toHaveLength(asked)

  // The session stays on its chain (SPEC §5 when asked to leave it).
  await adapter.switchNetwork({ connectorId: 'walletConnect', caipNetwork: bitcoinRegtest })
  await expect(client.switchNetwork(bitcoinTestnet)).rejects.toThrow(
    CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  )

  // The user moves to account 1 in the wallet: bip122_addressesChanged moves core's accounts.
  await wallet.bitcoin?.switchAccount(1)
  const [nextPayment = '', nextOrdinal = ''] = wallet.bitcoinAddresses
  expect(nextPayment).not.toBe(payment)
  await expect.poll(() => client.getAccount('bip122')?.address).toBe(nextPayment)
  expect(client.getAccount('bip122')?.caipAddress).toBe(`${bitcoinRegtest.caipNetworkId}:${nextPayment}`)
  expect(client.stores.chains.getState().namespaces.bip122.connections[0]?.accounts).toEqual([
    { address: nextPayment, type: 'payment', publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) },
    { address: nextOrdinal, type: 'ordinal', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
  ])
  const message = 'Portico after the account moved'
  const signature = await adapter.signMessage({ connectorId: 'walletConnect', address: nextOrdinal, message })
  expect(Verifier.verifySignature(nextOrdinal, message, signature)).toBe(true)

  // A reload restores the session with the wallet's latest addresses, asking it nothing.
  await pages.unload()
  const answeredBefore = wallet.answered.length
  const reloaded = pages.reload()
  const restored = await reloaded.adapter.reconnect({
    connectorId: 'walletConnect',
    caipNetwork: bitcoinRegtest,
  })
  expect(restored?.accounts.map(({ address, type }) => [address, type])).toEqual([
    [nextPayment, 'payment'],
    [nextOrdinal, 'ordinal'],
  ])
  expect(wallet.answered).toHaveLength(answeredBefore)
  await wallet.disconnect()
  await expect.poll(() => reloaded.log.disconnected).toEqual([{ connectorId: 'walletConnect' }])
  expect(guard.outside).toEqual([])
})
