import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { type CaipNetwork, UserRejectedRequestError } from '@portico/core'
import { recordAdapterEvents } from '@portico/core/testing'
import { DEVNET_MNEMONIC } from '@portico/devnet'
import {
  announceEip6963Provider,
  createBitcoinStandardWallet,
  createBitcoinTestWallet,
  DEVNET_WALLET_NAME,
  DEVNET_WALLET_RDNS,
  REGTEST_NETWORK,
} from '@portico/test-wallets'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { networks as bitcoinjsNetworks, Psbt } from 'bitcoinjs-lib'
import { afterEach, describe, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../createBitcoinAdapter'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The same wallet with some of its parts replaced; its accounts stay live (a spread would freeze them). */
function reshaped(standard: Wallet, parts: Partial<Pick<Wallet, 'chains' | 'features'>>): Wallet {
  return {
    version: standard.version,
    name: standard.name,
    icon: standard.icon,
    chains: parts.chains ?? standard.chains,
    features: parts.features ?? standard.features,
    get accounts() {
      return standard.accounts
    },
  }
}

/** The devnet's Bitcoin wallet seen through the Wallet Standard, registered on the page's real registry. */
function setUp(
  options: {
    granted?: boolean
    root?: object
    networks?: CaipNetwork[]
    register?: (w: Wallet) => Wallet
  } = {},
) {
  const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC, granted: options.granted })
  const standard = createBitcoinStandardWallet(wallet)
  cleanups.push(getWallets().register(options.register ? options.register(standard) : standard))
  const adapter = createBitcoinAdapter({ root: options.root ?? {} })
  const recorder = recordAdapterEvents()
  adapter.setup({
    networks: options.networks ?? [bitcoinRegtest, bitcoinTestnet],
    events: recorder.events,
    options: { enableEIP6963: true, enableInjected: true, enableWalletConnect: false },
  })
  cleanups.push(() => adapter.destroy())
  return { wallet, standard, adapter, connectorId: DEVNET_WALLET_NAME, ...recorder }
}

describe('Wallet Standard bitcoin:connect wallets', () => {
  test('a registered wallet is one connector with a stable id (its name), name and icon; one that leaves is gone', () => {
    const { latestConnectors, standard } = setUp()
    expect(latestConnectors()).toEqual([
      expect.objectContaining({
        id: DEVNET_WALLET_NAME,
        name: DEVNET_WALLET_NAME,
        type: 'ANNOUNCED',
        chain: 'bip122',
        imageUrl: standard.icon,
      }),
    ])
    const again = setUp()
    expect(again.latestConnectors().map(({ id }) => id)).toEqual([DEVNET_WALLET_NAME])
    for (const cleanup of cleanups.splice(0)) cleanup()
    const late = createBitcoinAdapter({ root: {} })
    const recorder = recordAdapterEvents()
    late.setup({
      networks: [bitcoinRegtest],
      events: recorder.events,
      options: { enableEIP6963: false, enableInjected: true, enableWalletConnect: false },
    })
    expect(recorder.latestConnectors()).toEqual([])
    // A wallet whose script runs after the adapter's setup appears as it registers.
    const unregister = getWallets().register(standard)
    expect(recorder.latestConnectors().map(({ id }) => id)).toEqual([DEVNET_WALLET_NAME])
    unregister()
    expect(recorder.latestConnectors()).toEqual([])
    late.destroy()
  })

  test('connect asks bitcoin:connect for both purposes and maps them by script, payment first', async () => {
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
    expect(adapter.getAccounts(connectorId).map(({ addressType }) => addressType)).toEqual(['p2wpkh', 'p2tr'])
    expect(wallet.requests[0]).toMatchObject({
      method: 'wallet_connect',
      params: { addresses: ['payment', 'ordinals'] },
    })
  })

  test('a wallet answering ordinals first is still mapped by purpose, not position', async () => {
    const { adapter, wallet, connectorId } = setUp({
      // The same wallet, answering its accounts in the opposite order.
      register: (standard) =>
        reshaped(standard, {
          features: {
            ...standard.features,
            'bitcoin:connect': {
              version: '1.0.0',
              connect: async () => {
                const { accounts } = await (
                  standard as ReturnType<typeof createBitcoinStandardWallet>
                ).features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
                return { accounts: [...accounts].reverse() }
              },
            },
          },
        }),
    })
    const connection = await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    expect(connection.accounts.map(({ address, type }) => [address, type])).toEqual([
      [wallet.keys[0].address, 'payment'],
      [wallet.keys[1].address, 'ordinal'],
    ])
  })

  test('a wallet on none of the requested networks gets SPEC §5 message; a refusal is a UserRejectedRequestError', async () => {
    const mainnetOnly = setUp({ networks: [bitcoin] })
    await expect(
      mainnetOnly.adapter.connect({ connectorId: mainnetOnly.connectorId, caipNetwork: bitcoin }),
    ).rejects.toThrow('The connector does not support any of the requested chains')
    for (const cleanup of cleanups.splice(0)) cleanup()
    const { adapter, wallet, connectorId } = setUp()
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })).resolves.toMatchObject({
      chainId: bitcoinRegtest.id,
    })
  })

  test('signMessage through bitcoin:signMessage: BIP-322 for taproot, ECDSA for segwit, both verified by bip322-js', async () => {
    const { adapter, wallet, connectorId } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    for (const key of wallet.keys) {
      const signature = await adapter.signMessage({
        connectorId,
        address: key.address,
        message: 'Portico WS',
      })
      expect(Verifier.verifySignature(key.address, 'Portico WS', signature)).toBe(true)
      expect(Verifier.verifySignature(key.address, 'Portico W5', signature)).toBe(false)
    }
    wallet.rejectNext()
    await expect(
      adapter.signMessage({ connectorId, address: wallet.keys[0].address, message: 'no' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('signPsbt through bitcoin:signTransaction: bitcoinjs-lib validates both inputs’ signatures', async () => {
    const { adapter, wallet, connectorId } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    const [payment, ordinals] = wallet.keys
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: new Uint8Array(32).fill(3),
      index: 0,
      witnessUtxo: { script: p2wpkh(hex.decode(payment.publicKey), REGTEST_NETWORK).script, amount: 40_000n },
    })
    const taproot = p2tr(hex.decode(ordinals.publicKey), undefined, REGTEST_NETWORK)
    unsigned.addInput({
      txid: new Uint8Array(32).fill(4),
      index: 1,
      witnessUtxo: { script: taproot.script, amount: 10_000n },
      tapInternalKey: hex.decode(ordinals.publicKey),
    })
    unsigned.addOutputAddress(payment.address, 49_000n, REGTEST_NETWORK)
    const { psbt } = await adapter.signPsbt({
      connectorId,
      psbt: base64.encode(unsigned.toPSBT()),
      signInputs: { [payment.address]: [0], [ordinals.address]: [1] },
    })
    const parsed = Psbt.fromBase64(psbt, { network: { ...bitcoinjsNetworks.testnet, bech32: 'bcrt' } })
    const validator = (pubkey: Buffer, hash: Buffer, signature: Buffer) =>
      pubkey.length === 32
        ? schnorr.verify(signature, hash, pubkey)
        : secp256k1.verify(signature, hash, pubkey, { prehash: false })
    expect(parsed.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(parsed.validateSignaturesOfInput(1, validator)).toBe(true)
    expect(parsed.validateSignaturesOfInput(0, () => false)).toBe(false)
    // The standard has no broadcast and no transfer: said, not faked.
    await expect(
      adapter.signPsbt({ connectorId, psbt, signInputs: { [payment.address]: [0] }, broadcast: true }),
    ).rejects.toThrow('does not broadcast')
    await expect(
      adapter.sendTransfer({ connectorId, recipients: [{ address: payment.address, amount: 1000 }] }),
    ).rejects.toThrow('Method not supported: sendTransfer')
  })

  test('reconnect reads wallet.accounts of a trusted site with no prompt, and gives nothing to a stranger', async () => {
    const trusted = setUp({ granted: true })
    const restored = await trusted.adapter.reconnect({
      connectorId: trusted.connectorId,
      caipNetwork: bitcoinRegtest,
    })
    expect(restored?.accounts.map(({ type }) => type)).toEqual(['payment', 'ordinal'])
    // No prompt: bitcoin:connect (the wallet's wallet_connect) was never asked.
    expect(trusted.wallet.requests.map(({ method }) => method)).not.toContain('wallet_connect')
    const signature = await trusted.adapter.signMessage({
      connectorId: trusted.connectorId,
      address: trusted.wallet.keys[1].address,
      message: 'restored',
    })
    expect(Verifier.verifySignature(trusted.wallet.keys[1].address, 'restored', signature)).toBe(true)
    for (const cleanup of cleanups.splice(0)) cleanup()
    const stranger = setUp()
    expect(
      await stranger.adapter.reconnect({ connectorId: stranger.connectorId, caipNetwork: bitcoinRegtest }),
    ).toBeUndefined()
  })

  test('standard:events reach core: the network, the accounts on it, and a disconnect', async () => {
    const { adapter, wallet, connectorId, log } = setUp()
    await adapter.connect({ connectorId, caipNetwork: bitcoinRegtest })
    wallet.switchNetwork('Testnet')
    expect(log.chainChanged).toEqual([{ connectorId, chainId: bitcoinTestnet.id }])
    expect(log.accountsChanged.at(-1)?.accounts.map(({ address }) => address)).toEqual(
      wallet.keys.map(({ address }) => address),
    )
    expect(wallet.keys[0].address).toMatch(/^tb1q/)
    wallet.disconnect()
    expect(log.disconnected).toEqual([{ connectorId }])
  })

  test('a multi-chain wallet stays one row: its id is the one adapter-solana gives it, or its EVM twin’s rdns', () => {
    // Phantom-like: one Wallet Standard wallet serving Solana and Bitcoin; adapter-solana lists it by name.
    const { latestConnectors } = setUp({
      register: (standard) => reshaped(standard, { chains: ['solana:devnet', ...standard.chains] }),
    })
    expect(latestConnectors().map(({ id }) => id)).toEqual([DEVNET_WALLET_NAME])
    for (const cleanup of cleanups.splice(0)) cleanup()
    const page = new EventTarget()
    announceEip6963Provider(page, {})
    const twin = setUp({ root: page })
    expect(twin.latestConnectors()).toEqual([
      expect.objectContaining({
        id: DEVNET_WALLET_RDNS,
        info: { rdns: DEVNET_WALLET_RDNS },
        chain: 'bip122',
      }),
    ])
  })

  test('a wallet found by WBIP004 and the Wallet Standard under one name is one connector (the sats-connect one)', () => {
    const wbip004 = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
    const { latestConnectors } = setUp({
      root: { btc_providers: [wbip004.providerInfo], PorticoDevnetWallet: { bitcoin: wbip004.provider } },
    })
    expect(latestConnectors().map(({ id, provider }) => [id, provider === wbip004.provider])).toEqual([
      ['wbip004:PorticoDevnetWallet.bitcoin', true],
    ])
  })
})
