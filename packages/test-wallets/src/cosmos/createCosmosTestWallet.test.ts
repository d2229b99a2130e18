import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { describe, expect, test } from 'vitest'
import { DEVNET_WALLET_MNEMONIC } from '../evm/installDevnetWallet'
import { COSMOS_REQUEST_REJECTED } from './constants'
import { createCosmosTestWallet } from './createCosmosTestWallet'

const OSMOSIS = { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Config: { bech32PrefixAccAddr: 'osmo' } }
const wallet = (options: { granted?: string[]; target?: EventTarget } = {}) =>
  createCosmosTestWallet({ mnemonic: DEVNET_WALLET_MNEMONIC, ...options })

describe('enable and getKey', () => {
  test('a prompt grants Cosmos Hub; the key is the mnemonic’s m/44’/118’/0’/0/0 account', async () => {
    const control = wallet()
    await expect(control.provider.getKey('cosmoshub-4')).rejects.toThrow('cosmoshub-4 is not enabled')
    await control.provider.enable('cosmoshub-4')
    const key = await control.provider.getKey('cosmoshub-4')
    expect(key.bech32Address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(key.pubKey).toHaveLength(33)
    expect(pubkeyToAddress(encodeSecp256k1Pubkey(key.pubKey), 'cosmos')).toBe(key.bech32Address)
    expect(control.granted).toEqual(['cosmoshub-4'])
  })

  test('a refusal throws Keplr’s "Request rejected" and grants nothing; a granted chain needs no prompt', async () => {
    const control = wallet()
    control.rejectNext()
    await expect(control.provider.enable(['cosmoshub-4'])).rejects.toThrow(COSMOS_REQUEST_REJECTED)
    expect(control.granted).toEqual([])
    const reloaded = wallet({ granted: ['cosmoshub-4'] })
    reloaded.rejectNext()
    await expect(reloaded.provider.enable('cosmoshub-4')).resolves.toBeUndefined()
  })

  test('an unknown chain fails until it is suggested (with a prompt); then its prefix is used', async () => {
    const control = wallet()
    await expect(control.provider.enable('osmosis-1')).rejects.toThrow('There is no chain info for osmosis-1')
    control.rejectNext()
    await expect(control.provider.experimentalSuggestChain(OSMOSIS)).rejects.toThrow(COSMOS_REQUEST_REJECTED)
    expect(control.chains).toEqual(['cosmoshub-4'])
    await control.provider.experimentalSuggestChain(OSMOSIS)
    await control.provider.enable(['cosmoshub-4', 'osmosis-1'])
    const hub = await control.provider.getKey('cosmoshub-4')
    const osmo = await control.provider.getKey('osmosis-1')
    expect(osmo.bech32Address).toMatch(/^osmo1/)
    expect(osmo.pubKey).toEqual(hub.pubKey)
  })
})

describe('signing', () => {
  test('signArbitrary is ADR-36: the signature verifies over the MsgSignData doc with the account’s key', async () => {
    const control = wallet()
    await control.provider.enable('cosmoshub-4')
    const { bech32Address, pubKey } = await control.provider.getKey('cosmoshub-4')
    const signed = await control.provider.signArbitrary('cosmoshub-4', bech32Address, 'hello')
    expect(signed.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(pubKey) })
    const doc = makeSignDoc(
      [
        {
          type: 'sign/MsgSignData',
          value: { signer: bech32Address, data: toBase64(new TextEncoder().encode('hello')) },
        },
      ],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
    const verify = (text: Uint8Array) =>
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signed.signature)),
        sha256(text),
        pubKey,
      )
    expect(await verify(serializeSignDoc(doc))).toBe(true)
    expect(await verify(serializeSignDoc({ ...doc, memo: 'x' }))).toBe(false)
  })

  test('signAmino and signDirect sign for the active account; another signer or chain is refused', async () => {
    const control = wallet()
    await control.provider.enable('cosmoshub-4')
    const { bech32Address, pubKey } = await control.provider.getKey('cosmoshub-4')
    const amino = makeSignDoc([], { gas: '1', amount: [] }, 'cosmoshub-4', 'm', 3, 4)
    const aminoSigned = await control.provider.signAmino('cosmoshub-4', bech32Address, amino)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(aminoSigned.signature.signature)),
        sha256(serializeSignDoc(amino)),
        pubKey,
      ),
    ).toBe(true)
    const direct = {
      bodyBytes: Uint8Array.of(1, 2),
      authInfoBytes: Uint8Array.of(3),
      chainId: 'cosmoshub-4',
      accountNumber: 7n,
    }
    const directSigned = await control.provider
      .getOfflineSigner('cosmoshub-4')
      .signDirect(bech32Address, direct)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(directSigned.signature.signature)),
        sha256(makeSignBytes(direct)),
        pubKey,
      ),
    ).toBe(true)
    await expect(
      control.provider.signAmino('cosmoshub-4', bech32Address, { ...amino, chain_id: 'osmosis-1' }),
    ).rejects.toThrow('The sign doc is for osmosis-1, not cosmoshub-4')
    control.switchAccount(1)
    await expect(control.provider.signArbitrary('cosmoshub-4', bech32Address, 'x')).rejects.toThrow(
      `Signer ${bech32Address} is not the active account`,
    )
  })
})

test("signAmino of ADR-36's chainless doc signs as signArbitrary does; one for another signer, or with a fee, is refused", async () => {
  const control = wallet({ granted: ['cosmoshub-4'] })
  const { bech32Address } = await control.provider.getKey('cosmoshub-4')
  const data = toBase64(new TextEncoder().encode('sign in'))
  const adr36 = (signer: string) =>
    makeSignDoc(
      [{ type: 'sign/MsgSignData', value: { signer, data } }],
      { gas: '0', amount: [] },
      '',
      '',
      0,
      0,
    )
  const viaAmino = await control.provider.signAmino('cosmoshub-4', bech32Address, adr36(bech32Address))
  const viaArbitrary = await control.provider.signArbitrary('cosmoshub-4', bech32Address, 'sign in')
  expect(viaAmino.signature).toEqual(viaArbitrary)
  const stranger = pubkeyToAddress(encodeSecp256k1Pubkey(new Uint8Array(33).fill(2)), 'cosmos')
  await expect(control.provider.signAmino('cosmoshub-4', bech32Address, adr36(stranger))).rejects.toThrow(
    'The sign doc is for , not cosmoshub-4',
  )
  await expect(
    control.provider.signAmino('cosmoshub-4', bech32Address, {
      ...adr36(bech32Address),
      fee: { gas: '0', amount: [{ denom: 'uatom', amount: '1' }] },
    }),
  ).rejects.toThrow('The sign doc is for , not cosmoshub-4')
})

test('switchAccount moves to account index 1 and fires keplr_keystorechange on the page', async () => {
  const target = new EventTarget()
  const fired: string[] = []
  target.addEventListener('keplr_keystorechange', (event) => fired.push(event.type))
  const control = wallet({ target, granted: ['cosmoshub-4'] })
  const first = (await control.provider.getKey('cosmoshub-4')).bech32Address
  control.switchAccount(1)
  expect(fired).toEqual(['keplr_keystorechange'])
  const second = await control.provider.getKey('cosmoshub-4')
  expect(second.bech32Address).not.toBe(first)
  expect(second.name).toBe('Portico Devnet 1')
  expect(() => control.switchAccount(2)).toThrow(RangeError)
})
