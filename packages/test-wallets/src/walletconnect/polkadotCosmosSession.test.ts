import '../test/walletConnectEnv'
import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { TypeRegistry } from '@polkadot/types'
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import {
  createMemoryStorage,
  createPortico,
  createWalletConnectRoute,
  defineNetwork,
  isUserRejection,
  type Network,
} from '@portico/core'
import { DEVNET_MNEMONIC, POLKADOT_DEVNET_CAIP2_REFERENCE, POLKADOT_DEVNET_CHAIN } from '@portico/devnet'
import { guardOutsideRequests } from '@portico/devnet/guardOutsideRequests'
import { type Relay, startRelay } from '@portico/relay'
import { createSiwxMessage, verifySiwx } from '@portico/siwx'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { PolkadotSignerPayload } from '../polkadot/encodeSignerPayload'
import { createWalletConnectAdapter } from '../test/createWalletConnectAdapter'
import { type DappConnector, openDappConnector } from '../test/openDappConnector'
import type { WalletConnectStack } from '../test/startWalletConnectStack'
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './createWalletConnectTestWallet'

const EVM_KEY: Hex = `0x${'5a'.repeat(32)}`
const EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address
// Only RPCs on this machine, which signing never calls.
const rpc = (port: number) => ({ default: { http: [`http://127.0.0.1:${port}`] } })
const EVM = defineNetwork({
  id: 31337,
  name: 'Portico Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: rpc(1),
  testnet: true,
})
const POLKADOT = defineNetwork({
  id: POLKADOT_DEVNET_CAIP2_REFERENCE,
  name: 'Portico Polkadot Devnet',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  rpcUrls: rpc(2),
  testnet: true,
})
const cosmosNetwork = (id: string, name: string) =>
  defineNetwork({
    id,
    name,
    chainNamespace: 'cosmos',
    nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrls: rpc(3),
  })
const COSMOS_HUB = cosmosNetwork('cosmoshub-4', 'Cosmos Hub')
const OSMOSIS = cosmosNetwork('osmosis-1', 'Osmosis')
const NETWORKS: [Network, ...Network[]] = [EVM, POLKADOT, COSMOS_HUB, OSMOSIS]

const guard = guardOutsideRequests()
let relay: Relay
let wallet: WalletConnectTestWallet
const dapps: DappConnector[] = []

beforeAll(async () => {
  await cryptoWaitReady()
  relay = await startRelay({ port: 0, host: '127.0.0.1', quiet: true })
  wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    privateKeys: [EVM_KEY],
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
    polkadot: { mnemonic: DEVNET_MNEMONIC, chains: [POLKADOT_DEVNET_CHAIN] },
    cosmos: {
      mnemonic: DEVNET_MNEMONIC,
      chains: [
        { chain: COSMOS_HUB.caipNetworkId, bech32Prefix: 'cosmos' },
        { chain: OSMOSIS.caipNetworkId, bech32Prefix: 'osmo' },
      ],
    },
  })
}, 60_000)
afterAll(async () => {
  for (const { connector } of dapps) await connector.close()
  await wallet.close()
  await relay.close()
  guard.restore()
})

/** A dapp page on the relay proposing the EVM, Polkadot and both Cosmos networks. */
function openDapp(): DappConnector {
  // Only what this file uses of a stack: the relay, the networks the dapp asks for and the wallet.
  const stack = { relay, networks: NETWORKS, wallet } as unknown as WalletConnectStack
  const dapp = openDappConnector(stack)
  dapps.push(dapp)
  return dapp
}

/** The dapp connects; the wallet pairs from the URI and approves (all namespaces, or `only` these). */
async function pairAndApprove(dapp: DappConnector, only?: readonly string[]) {
  const connecting = dapp.connector.connect()
  await wallet.pair((await dapp.pairings.next()).uri)
  await wallet.approveNext(only)
  return connecting
}

const recentAnswers = (count: number) => wallet.answered.slice(-count)

describe('one pairing with eip155, polkadot and cosmos', () => {
  let dapp: DappConnector | undefined
  const connected = async () => {
    if (!dapp) {
      dapp = openDapp()
      await pairAndApprove(dapp)
    }
    return dapp
  }

  test('the session holds the EVM account, both SS58 accounts and the bech32 account with its public key', async () => {
    const { connector } = await connected()
    const [polkadot0, polkadot1] = wallet.polkadotAddresses
    const [cosmosAddress, osmosisAddress] = wallet.cosmosAddresses
    expect(polkadot0).toMatch(/^5[1-9A-HJ-NP-Za-km-z]{47}$/)
    expect(cosmosAddress).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(osmosisAddress).toMatch(/^osmo1[02-9ac-hj-np-z]{38}$/)
    const session = connector.getSession()
    expect(session?.namespaces).toEqual({
      eip155: { chainId: 31337, accounts: [{ address: EVM_ADDRESS }] },
      polkadot: {
        chainId: POLKADOT_DEVNET_CAIP2_REFERENCE,
        accounts: [{ address: polkadot0 }, { address: polkadot1 }],
      },
      // The account of the first chain only: Osmosis' address has another prefix.
      cosmos: {
        chainId: 'cosmoshub-4',
        accounts: [{ address: cosmosAddress, publicKey: expect.any(String) }],
      },
    })
    const publicKey = session?.namespaces.cosmos?.accounts[0]?.publicKey ?? ''
    expect(pubkeyToAddress(encodeSecp256k1Pubkey(fromBase64(publicKey)), 'cosmos')).toBe(cosmosAddress)
    // The public key came from the wallet, asked once on connect.
    expect(wallet.answered.map(({ method }) => method)).toContain('cosmos_getAccounts')
    expect(connector.connectors.map(({ chain }) => chain)).toEqual(['eip155', 'polkadot', 'cosmos'])
  })

  test('polkadot_signMessage: each account signs <Bytes>…</Bytes> of the text; signatureVerify accepts it', async () => {
    const { connector } = await connected()
    const route = createWalletConnectRoute(connector, 'polkadot')
    for (const address of wallet.polkadotAddresses) {
      const message = `Portico over WalletConnect ${address}`
      const signature = await route.signMessage({ address, message })
      expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
      expect(signatureVerify(message, signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
      // The wrapped bytes were signed, as extensions sign them, not the bare text.
      expect(sr25519Verify(u8aWrapBytes(message), signature, decodeAddress(address))).toBe(true)
      expect(sr25519Verify(stringToU8a(message), signature, decodeAddress(address))).toBe(false)
      expect(signatureVerify('another message', signature, address).isValid).toBe(false)
    }
    expect(recentAnswers(2)).toEqual([
      { method: 'polkadot_signMessage', chainId: POLKADOT_DEVNET_CHAIN },
      { method: 'polkadot_signMessage', chainId: POLKADOT_DEVNET_CHAIN },
    ])
  })

  test('a Polkadot sign-in: the CAIP-122 message signed through the session passes verifySiwx', async () => {
    const { connector } = await connected()
    const [address = ''] = wallet.polkadotAddresses
    const message = createSiwxMessage({
      accountAddress: address,
      chainId: POLKADOT.caipNetworkId,
      domain: 'app.example.com',
      uri: 'https://app.example.com/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }).toString()
    const signature = await createWalletConnectRoute(connector, 'polkadot').signMessage({ address, message })
    expect(await verifySiwx({ message, signature })).toBe(true)
    expect(await verifySiwx({ message: `${message}.`, signature })).toBe(false)
  })

  test('cosmos_signAmino of the ADR-36 doc: cosmjs and verifySiwx accept it for the address and its key', async () => {
    const { connector } = await connected()
    const account = connector.getSession()?.namespaces.cosmos?.accounts[0]
    if (!account?.publicKey) throw new Error('no cosmos account with a public key')
    const message = createSiwxMessage({
      accountAddress: account.address,
      chainId: COSMOS_HUB.caipNetworkId,
      domain: 'app.example.com',
      uri: 'https://app.example.com/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }).toString()
    const signature = await createWalletConnectRoute(connector, 'cosmos').signMessage({
      address: account.address,
      message,
    })
    expect(recentAnswers(1)).toEqual([{ method: 'cosmos_signAmino', chainId: COSMOS_HUB.caipNetworkId }])
    // cosmjs: the doc Keplr's signArbitrary signs, hashed, under the key that makes the address.
    const doc = makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: account.address, data: toBase64(new TextEncoder().encode(message)) },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const verify = (bytes: Uint8Array) =>
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signature)),
        sha256(bytes),
        fromBase64(account.publicKey ?? ''),
      )
    expect(await verify(serializeSignDoc(doc))).toBe(true)
    expect(await verify(serializeSignDoc({ ...doc, memo: 'x' }))).toBe(false)
    expect(await verifySiwx({ message, signature, publicKey: account.publicKey })).toBe(true)
    expect(await verifySiwx({ message: `${message}.`, signature, publicKey: account.publicKey })).toBe(false)
  })

  test('polkadot_signTransaction signs the extrinsic payload @polkadot/types encodes; cosmos_signDirect the SignDoc', async () => {
    const { connector } = await connected()
    const [address = ''] = wallet.polkadotAddresses
    const payload: PolkadotSignerPayload = {
      address,
      blockHash: `0x${'ab'.repeat(32)}`,
      blockNumber: '0x00000010',
      era: '0xe500',
      genesisHash: `0x${'45'.repeat(32)}`,
      method: '0x0403001234',
      nonce: '0x00000003',
      specVersion: '0x000f4240',
      tip: '0x00000000000000000000000000000000',
      transactionVersion: '0x0000001a',
      signedExtensions: [
        'CheckSpecVersion',
        'CheckTxVersion',
        'CheckGenesis',
        'CheckMortality',
        'CheckNonce',
      ],
      version: 4,
    }
    const { signature } = await connector.request<{ signature: Hex }>({
      chainId: POLKADOT_DEVNET_CHAIN,
      method: 'polkadot_signTransaction',
      params: { address, transactionPayload: payload },
    })
    const registry = new TypeRegistry()
    registry.setSignedExtensions(payload.signedExtensions)
    const signed = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
    expect(signatureVerify(signed, signature, address).isValid).toBe(true)
    // A payload for another account than the signer is refused.
    await expect(
      connector.request({
        chainId: POLKADOT_DEVNET_CHAIN,
        method: 'polkadot_signTransaction',
        params: { address, transactionPayload: { ...payload, address: wallet.polkadotAddresses[1] } },
      }),
    ).rejects.toMatchObject({ code: -32603 })
    expect(recentAnswers(1)).toEqual([
      {
        method: 'polkadot_signTransaction',
        chainId: POLKADOT_DEVNET_CHAIN,
        error: 'The transaction payload is not for this address',
      },
    ])

    const account = connector.getSession()?.namespaces.cosmos?.accounts[0]
    const signDoc = {
      chainId: 'cosmoshub-4',
      accountNumber: '7',
      authInfoBytes: toBase64(Uint8Array.of(3, 4)),
      bodyBytes: toBase64(Uint8Array.of(1, 2)),
    }
    const direct = await connector.request<{ signature: { signature: string }; signed: typeof signDoc }>({
      chainId: COSMOS_HUB.caipNetworkId,
      method: 'cosmos_signDirect',
      params: { signerAddress: account?.address, signDoc },
    })
    expect(direct.signed).toEqual(signDoc)
    const bytes = makeSignBytes({
      chainId: 'cosmoshub-4',
      accountNumber: 7n,
      authInfoBytes: Uint8Array.of(3, 4),
      bodyBytes: Uint8Array.of(1, 2),
    })
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(direct.signature.signature)),
        sha256(bytes),
        fromBase64(account?.publicKey ?? ''),
      ),
    ).toBe(true)
  })

  test("the wallet's user refuses a signature: WalletConnect's USER_REJECTED, a user rejection to the dapp", async () => {
    const { connector } = await connected()
    const [address = ''] = wallet.polkadotAddresses
    wallet.polkadot?.rejectNext()
    const polkadotRefusal = await createWalletConnectRoute(connector, 'polkadot')
      .signMessage({ address, message: 'no' })
      .catch((error: unknown) => error)
    expect(polkadotRefusal).toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(isUserRejection(polkadotRefusal)).toBe(true)

    const [cosmosAddress = ''] = wallet.cosmosAddresses
    wallet.cosmos?.rejectNext()
    const cosmosRefusal = await createWalletConnectRoute(connector, 'cosmos')
      .signMessage({ address: cosmosAddress, message: 'no' })
      .catch((error: unknown) => error)
    expect(isUserRejection(cosmosRefusal)).toBe(true)
    expect(recentAnswers(2)).toEqual([
      { method: 'polkadot_signMessage', chainId: POLKADOT_DEVNET_CHAIN, error: 'User rejected.' },
      { method: 'cosmos_signAmino', chainId: COSMOS_HUB.caipNetworkId, error: 'User rejected.' },
    ])
    // The refusal was for that one prompt: the next signature goes through.
    const signature = await createWalletConnectRoute(connector, 'polkadot').signMessage({
      address,
      message: 'yes',
    })
    expect(signatureVerify('yes', signature, address).isValid).toBe(true)
  })

  test('a user who takes their time (delayNext) is waited for', async () => {
    const { connector } = await connected()
    const [address = ''] = wallet.cosmosAddresses
    const release = wallet.cosmos?.delayNext()
    let settled = false
    const pending = createWalletConnectRoute(connector, 'cosmos')
      .signMessage({ address, message: 'in a moment' })
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    release?.()
    expect(fromBase64(await pending)).toHaveLength(64)
  })
})

test('a namespace the wallet does not approve is left out; the others connect and sign', async () => {
  const dapp = openDapp()
  const session = await pairAndApprove(dapp, ['eip155', 'polkadot'])
  expect(Object.keys(session.namespaces)).toEqual(['eip155', 'polkadot'])
  expect(await createWalletConnectRoute(dapp.connector, 'cosmos').reconnect()).toBeUndefined()
  await expect(createWalletConnectRoute(dapp.connector, 'cosmos').connect()).rejects.toThrow(
    'Account not found for connector: cosmos',
  )
  const [address = ''] = wallet.polkadotAddresses
  const signature = await createWalletConnectRoute(dapp.connector, 'polkadot').signMessage({
    address,
    message: 'still here',
  })
  expect(signatureVerify('still here', signature, address).isValid).toBe(true)
  expect(guard.outside).toEqual([])
})

test('through the client: eip155 and polkadot connect from one pairing; cosmos, not approved, stays disconnected', async () => {
  const dapp = openDapp()
  const client = createPortico({
    projectId: 'portico-test',
    networks: NETWORKS,
    adapters: (['eip155', 'polkadot', 'cosmos'] as const).map((namespace) =>
      createWalletConnectAdapter(dapp.connector, namespace),
    ),
    storage: createMemoryStorage(),
  })
  await client.ready
  const connecting = client.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
  await wallet.pair((await dapp.pairings.next()).uri)
  await wallet.approveNext(['eip155', 'polkadot'])
  await connecting
  expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  // SPEC §4: the one session connected polkadot too, with no second pairing.
  expect(client.getAccount('polkadot')).toMatchObject({
    status: 'connected',
    address: wallet.polkadotAddresses[0],
    caipAddress: `${POLKADOT_DEVNET_CHAIN}:${wallet.polkadotAddresses[0]}`,
  })
  expect(client.getAccount('cosmos')?.status).toBe('disconnected')
  expect(dapp.pairings.published).toHaveLength(1)
})
