import { TypeRegistry } from '@polkadot/types'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import {
  blake2AsU8a,
  cryptoWaitReady,
  decodeAddress,
  encodeAddress,
  signatureVerify,
  sr25519Verify,
} from '@polkadot/util-crypto'
import { beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_WALLET_MNEMONIC } from '../evm/installDevnetWallet'
import { POLKADOT_AUTHORIZATION_REJECTED, POLKADOT_SIGNING_CANCELLED } from './constants'
import { createPolkadotTestWallet } from './createPolkadotTestWallet'
import type { PolkadotSignerPayload } from './encodeSignerPayload'

beforeAll(() => cryptoWaitReady())

const wallet = (granted = false) => createPolkadotTestWallet({ mnemonic: DEVNET_WALLET_MNEMONIC, granted })
const utf8Hex = (text: string) => u8aToHex(stringToU8a(text))

describe('enable and accounts', () => {
  test('one prompt allows the site; it then shares two sr25519 accounts of the mnemonic', async () => {
    const control = wallet()
    const injected = await control.provider.enable('Portico Demo')
    expect(control.granted).toBe(true)
    expect(control.origin).toBe('Portico Demo')
    const accounts = await injected.accounts.get()
    expect(accounts.map((account) => account.address)).toEqual(control.addresses)
    expect(accounts).toHaveLength(2)
    expect(accounts[0]).toMatchObject({ name: 'Portico Devnet 0', type: 'sr25519', genesisHash: null })
    expect(control.addresses[0]).toMatch(/^5[1-9A-HJ-NP-Za-km-z]{47}$/)
    expect(control.addresses[0]).not.toBe(control.addresses[1])
    // A new wallet from the same mnemonic holds the same accounts.
    expect(wallet().addresses).toEqual(control.addresses)
  })

  test("a refusal is polkadot{.js}'s 'Rejected' and allows nothing; an allowed site is not prompted", async () => {
    const control = wallet()
    control.rejectNext()
    await expect(control.provider.enable('app')).rejects.toThrow(POLKADOT_AUTHORIZATION_REJECTED)
    expect(control.granted).toBe(false)
    const reloaded = wallet(true)
    reloaded.rejectNext() // a prompt now would fail
    await expect(reloaded.provider.enable('app')).resolves.toBeDefined()
  })

  test('enable waits for a user who takes their time (delayNext)', async () => {
    const control = wallet()
    const release = control.delayNext()
    let settled = false
    const pending = control.provider.enable('app').finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    release()
    await pending
    expect(control.granted).toBe(true)
  })

  test('subscribers hear the list at once, then each account hidden or shared, then none when the site is removed', async () => {
    const control = wallet()
    const injected = await control.provider.enable('app')
    const heard: string[][] = []
    injected.accounts.subscribe((accounts) => void heard.push(accounts.map((account) => account.address)))
    await Promise.resolve()
    control.shareAccount(0, false)
    control.shareAccount(0, true)
    control.revoke()
    const [first, second] = control.addresses
    expect(heard).toEqual([[first, second], [second], [first, second], []])
    await expect(injected.accounts.get()).rejects.toThrow('not allowed to interact with this extension')
    expect(() => control.shareAccount(2, true)).toThrow(RangeError)
  })
})

describe('signRaw', () => {
  test('signs <Bytes>…</Bytes> around the bytes; signatureVerify accepts it for that account only', async () => {
    const control = wallet()
    const { signer } = await control.provider.enable('app')
    const [first = '', second = ''] = control.addresses
    const { signature } = await signer.signRaw({ address: second, data: utf8Hex('hello'), type: 'bytes' })
    const verified = signatureVerify(u8aWrapBytes('hello'), signature, second)
    expect(verified).toMatchObject({ isValid: true, crypto: 'sr25519' })
    // signatureVerify also tries the other wrapping; sr25519Verify tells which bytes were signed.
    expect(sr25519Verify(u8aWrapBytes('hello'), signature, decodeAddress(second))).toBe(true)
    expect(sr25519Verify(stringToU8a('hello'), signature, decodeAddress(second))).toBe(false)
    expect(signatureVerify(u8aWrapBytes('hello'), signature, first).isValid).toBe(false)
    // Bytes already wrapped are not wrapped twice, as extensions do.
    const wrapped = await signer.signRaw({
      address: first,
      data: u8aToHex(u8aWrapBytes('hi')),
      type: 'bytes',
    })
    expect(sr25519Verify(u8aWrapBytes('hi'), wrapped.signature, decodeAddress(first))).toBe(true)
  })

  test("any SS58 prefix names the account; an unknown one, non-hex data or a refusal ('Cancelled') fail", async () => {
    const control = wallet()
    const { signer } = await control.provider.enable('app')
    const [first = ''] = control.addresses
    const asKusama = encodeAddress(decodeAddress(first), 2)
    const signed = await signer.signRaw({ address: asKusama, data: utf8Hex('x'), type: 'bytes' })
    expect(signatureVerify(u8aWrapBytes('x'), signed.signature, first).isValid).toBe(true)
    const stranger = encodeAddress(new Uint8Array(32).fill(7), 42)
    await expect(signer.signRaw({ address: stranger, data: '0x00', type: 'bytes' })).rejects.toThrow(
      'Unable to find pair',
    )
    await expect(signer.signRaw({ address: first, data: 'hello', type: 'bytes' })).rejects.toThrow('hex')
    control.rejectNext()
    await expect(signer.signRaw({ address: first, data: '0x00', type: 'bytes' })).rejects.toThrow(
      POLKADOT_SIGNING_CANCELLED,
    )
  })
})

describe('signPayload', () => {
  const KUSAMA_EXTENSIONS = [
    'CheckNonZeroSender',
    'CheckSpecVersion',
    'CheckTxVersion',
    'CheckGenesis',
    'CheckMortality',
    'CheckNonce',
    'CheckWeight',
    'ChargeTransactionPayment',
    'CheckMetadataHash',
  ]
  const payloadFor = (address: string, method: `0x${string}`): PolkadotSignerPayload => ({
    address,
    blockHash: `0x${'ab'.repeat(32)}`,
    blockNumber: '0x00000010',
    era: '0xe500',
    genesisHash: `0x${'45'.repeat(32)}`,
    method,
    nonce: '0x00000003',
    specVersion: '0x000f4240',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000001a',
    signedExtensions: KUSAMA_EXTENSIONS,
    version: 4,
    mode: 0,
  })
  /** The bytes @polkadot/types signs for the payload: the reference the wallet's encoding must match. */
  const referenceBytes = (payload: PolkadotSignerPayload) => {
    const registry = new TypeRegistry()
    registry.setSignedExtensions(payload.signedExtensions)
    return registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
  }

  test("a typed sr25519 signature over @polkadot/types' encoding of the payload", async () => {
    const control = wallet()
    const { signer } = await control.provider.enable('app')
    const [first = ''] = control.addresses
    const payload = payloadFor(first, '0x0403001234')
    const { signature } = await signer.signPayload(payload)
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/) // MultiSignature::Sr25519
    expect(signatureVerify(referenceBytes(payload), signature, first).isValid).toBe(true)
    expect(
      signatureVerify(referenceBytes({ ...payload, nonce: '0x00000004' }), signature, first).isValid,
    ).toBe(false)
  })

  test('past 256 bytes the blake2-256 hash is signed; an unknown signed extension is refused', async () => {
    const control = wallet()
    const { signer } = await control.provider.enable('app')
    const [first = ''] = control.addresses
    const payload = payloadFor(first, `0x${'07'.repeat(300)}`)
    const { signature } = await signer.signPayload(payload)
    expect(signatureVerify(blake2AsU8a(referenceBytes(payload), 256), signature, first).isValid).toBe(true)
    await expect(
      signer.signPayload({ ...payload, signedExtensions: [...KUSAMA_EXTENSIONS, 'SomethingNew'] }),
    ).rejects.toThrow('Signed extension SomethingNew is not supported')
  })
})
