import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import {
  CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
  type ConnectionAccount,
  type Connector,
  UserRejectedRequestError,
} from '@portico/core'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import { announceEip6963Provider, createBitcoinTestWallet, DEVNET_WALLET_RDNS } from '@portico/test-wallets'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { networks as bitcoinjsNetworks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from './networks'

const REGTEST = { ...bitcoinjsNetworks.testnet, bech32: 'bcrt' }

function setUp(options: { networks?: (typeof bitcoin)[]; granted?: boolean; root?: object } = {}) {
  const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC, granted: options.granted })
  const root = options.root ?? {
    btc_providers: [wallet.providerInfo],
    PorticoDevnetWallet: { bitcoin: wallet.provider },
  }
  const adapter = createBitcoinAdapter({ root })
  const log = {
    connectors: [] as Connector[][],
    accounts: [] as { connectorId: string; accounts: ConnectionAccount[] }[],
    chains: [] as { connectorId: string; chainId: number | string }[],
    disconnected: [] as string[],
  }
  adapter.setup({
    networks: options.networks ?? [bitcoinRegtest, bitcoinTestnet],
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
    events: {
      connectorsChanged: (connectors) => log.connectors.push(connectors),
      accountsChanged: (change) => log.accounts.push(change),
      chainChanged: (change) => log.chains.push(change),
      disconnected: ({ connectorId }) => log.disconnected.push(connectorId),
    },
  })
  const connectorId = 'wbip004:PorticoDevnetWallet.bitcoin'
  return { wallet, adapter, log, connectorId }
}

describe('createBitcoinAdapter with the Devnet Wallet', () => {
  test('lists the WBIP004 wallet as one connector with a stable id, name and icon', () => {
    const first = setUp()
    const second = setUp()
    const [connector] = first.log.connectors[0] ?? []
    expect(first.log.connectors[0]).toHaveLength(1)
    expect(connector).toMatchObject({
      id: 'wbip004:PorticoDevnetWallet.bitcoin',
      name: 'Portico Devnet Wallet',
      chain: 'bip122',
    })
    expect(connector?.imageUrl).toMatch(/^data:image\//)
    expect(second.log.connectors[0]?.[0]?.id).toBe(connector?.id)
  })

  test('a wallet that is also an EIP-6963 wallet of the same name takes its rdns as id (one multi-chain row)', async () => {
    const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
    const page = Object.assign(new EventTarget(), {
      btc_providers: [wallet.providerInfo],
      PorticoDevnetWallet: { bitcoin: wallet.provider },
    })
    announceEip6963Provider(page, {})
    const { adapter, log } = setUp({ root: page })
    const [connector] = log.connectors.at(-1) ?? []
    expect(connector).toMatchObject({
      id: DEVNET_WALLET_RDNS,
      info: { rdns: DEVNET_WALLET_RDNS },
      chain: 'bip122',
    })
    const connection = await adapter.connect({ connectorId: DEVNET_WALLET_RDNS, caipNetwork: bitcoinRegtest })
    expect(connection.accounts.map((account) => account.type)).toEqual(['payment', 'ordinal'])
    // An EVM wallet of another name leaves the WBIP004 id as it was.
    const stranger = new EventTarget()
    Object.assign(stranger, {
      btc_providers: [wallet.providerInfo],
      PorticoDevnetWallet: { bitcoin: wallet.provider },
    })
    announceEip6963Provider(stranger, {}, { name: 'Another Wallet', rdns: 'com.another' })
    expect(
      setUp({ root: stranger as unknown as Record<string, unknown> }).log.connectors.at(-1)?.[0]?.id,
    ).toBe('wbip004:PorticoDevnetWallet.bitcoin')
  })

  test('connect gives payment and ordinal accounts, on regtest', async () => {
    const { adapter, wallet, connectorId } = setUp()
    const connection = await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    const [payment, ordinals] = wallet.keys
    expect(connection).toEqual({
      connectorId,
      chainId: bitcoinRegtest.id,
      accounts: [
        { address: payment.address, type: 'payment', publicKey: payment.publicKey },
        { address: ordinals.address, type: 'ordinal', publicKey: ordinals.publicKey },
      ],
    })
    expect(adapter.getAccounts(connectorId)).toEqual([
      { address: payment.address, type: 'payment', publicKey: payment.publicKey, addressType: 'p2wpkh' },
      { address: ordinals.address, type: 'ordinal', publicKey: ordinals.publicKey, addressType: 'p2tr' },
    ])
    // Asked for both purposes, straight from the provider (no sats-connect picker).
    expect(wallet.requests[0]).toMatchObject({
      method: 'wallet_connect',
      params: { addresses: ['payment', 'ordinals'] },
    })
  })

  test('a wallet on none of the requested networks is refused with SPEC §5 message', async () => {
    const { adapter, connectorId } = setUp({ networks: [bitcoin] })
    await expect(adapter.connect({ connectorId, caipNetwork: bitcoin })).rejects.toThrow(
      CONNECTOR_DOES_NOT_SUPPORT_REQUESTED_CHAINS,
    )
  })

  test('a refused connect is a UserRejectedRequestError', async () => {
    const { adapter, wallet, connectorId } = setUp()
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('signMessage: BIP-322 for taproot, ECDSA for segwit, both verified by bip322-js', async () => {
    const { adapter, wallet, connectorId } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    for (const key of wallet.keys) {
      const signature = await adapter.signMessage({ connectorId, address: key.address, message: 'Portico' })
      expect(Verifier.verifySignature(key.address, 'Portico', signature)).toBe(true)
      expect(Verifier.verifySignature(key.address, 'Portic0', signature)).toBe(false)
    }
    const protocols = wallet.requests
      .filter((r) => r.method === 'signMessage')
      .map((r) => (r.params as { protocol: string }).protocol)
    expect(protocols).toEqual(['ECDSA', 'BIP322'])
  })

  test('signPsbt returns a PSBT whose signature bitcoinjs-lib validates', async () => {
    const { adapter, wallet, connectorId } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    const [payment] = wallet.keys
    const script = p2wpkh(hex.decode(payment.publicKey), {
      bech32: 'bcrt',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
    }).script
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: new Uint8Array(32).fill(7),
      index: 1,
      witnessUtxo: { script, amount: 50_000n },
    })
    unsigned.addOutputAddress(payment.address, 49_000n, {
      bech32: 'bcrt',
      pubKeyHash: 0x6f,
      scriptHash: 0xc4,
      wif: 0xef,
    })
    const { psbt } = await adapter.signPsbt({
      connectorId,
      psbt: base64.encode(unsigned.toPSBT()),
      signInputs: { [payment.address]: [0] },
    })
    const parsed = Psbt.fromBase64(psbt, { network: REGTEST })
    const validator = (pubkey: Buffer, hash: Buffer, signature: Buffer) =>
      signature.length === 64 && pubkey.length === 32
        ? schnorr.verify(signature, hash, pubkey)
        : secp256k1.verify(signature, hash, pubkey, { prehash: false })
    expect(parsed.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(parsed.validateSignaturesOfInput(0, () => false)).toBe(false)
  })

  test('reconnect restores a trusted site without a prompt, and nothing for a stranger', async () => {
    const trusted = setUp({ granted: true })
    trusted.wallet.rejectNext() // a prompt would be refused: reconnect must not show one
    const restored = await trusted.adapter.reconnect({
      connectorId: trusted.connectorId,
      caipNetwork: bitcoinRegtest,
    })
    expect(restored?.accounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    const stranger = setUp()
    expect(
      await stranger.adapter.reconnect({ connectorId: stranger.connectorId, caipNetwork: bitcoinRegtest }),
    ).toBeUndefined()
  })

  test('network, account and disconnect events from the wallet reach the client', async () => {
    const { adapter, wallet, log, connectorId } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    wallet.switchNetwork('Testnet')
    expect(log.chains).toEqual([{ connectorId, chainId: bitcoinTestnet.id }])
    expect(log.accounts.at(-1)?.accounts.map((a) => a.address)).toEqual(wallet.keys.map((k) => k.address))
    expect(wallet.keys[0].address).toMatch(/^tb1q/)
    wallet.disconnect()
    expect(log.disconnected).toEqual([connectorId])
  })

  test('declares no balance or send in the modal', () => {
    const { adapter } = setUp()
    expect(adapter.capabilities).toMatchObject({ balance: false, send: false, signMessage: true })
  })
})
