import { HDKey } from '@scure/bip32'
import { NETWORK, p2pkh, p2sh, p2tr, p2wpkh, TEST_NETWORK, WIF } from '@scure/btc-signer'
import * as bip322 from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { messageFor, verifierCases } from '../test/verifierCases'
import { verifySiwx } from './verifySiwx'

const { Signer } = (bip322 as typeof bip322 & { default?: typeof bip322 }).default ?? bip322

// Bitcoin Core's regtest: testnet's version bytes with its own bech32 prefix.
const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' }

const NETWORKS = [
  { name: 'mainnet', network: NETWORK, chainId: 'bip122:000000000019d6689c085ae165831e93' },
  { name: 'testnet', network: TEST_NETWORK, chainId: 'bip122:000000000933ea01ad0ee984209779ba' },
  { name: 'regtest', network: REGTEST_NETWORK, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' },
] as const

type Network = (typeof NETWORKS)[number]['network']
type AddressType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh' | 'p2pkh'

/** A BIP-32 key (BIP-84 path) and its address of one type on one network. */
function bitcoinKey(type: AddressType, network: Network) {
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const key = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'/0/0")
  const publicKey = key.publicKey as Uint8Array
  const address = {
    p2wpkh: () => p2wpkh(publicKey, network).address,
    p2tr: () => p2tr(publicKey.slice(1), undefined, network).address,
    'p2sh-p2wpkh': () => p2sh(p2wpkh(publicKey, network), network).address,
    p2pkh: () => p2pkh(publicKey, network).address,
  }[type]() as string
  return { address, wif: WIF(network).encode(key.privateKey as Uint8Array) }
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

const CASES: Array<[string, AddressType, Network, string]> = [
  ...NETWORKS.flatMap(({ name, network, chainId }) => [
    [`BIP-322 P2WPKH on ${name}`, 'p2wpkh', network, chainId] as [string, AddressType, Network, string],
    [`BIP-322 P2TR on ${name}`, 'p2tr', network, chainId] as [string, AddressType, Network, string],
  ]),
  ['BIP-322 P2SH-P2WPKH on mainnet', 'p2sh-p2wpkh', NETWORK, NETWORKS[0].chainId],
  ['BIP-137 ECDSA (legacy P2PKH) on mainnet', 'p2pkh', NETWORK, NETWORKS[0].chainId],
]

describe.each(CASES)('bip122, %s', (_name, type, network, chainId) => {
  verifierCases(
    async () => {
      const { address, wif } = bitcoinKey(type, network)
      return { chainId, address, sign: async (text) => Signer.sign(wif, address, text) }
    },
    { otherAddress: async () => bitcoinKey(type, network).address, signatureAlphabet: BASE64 },
  )
})

test('bip122: a BIP-137 signature is base64 of 65 bytes and a BIP-322 one a witness', async () => {
  const legacy = bitcoinKey('p2pkh', NETWORK)
  const text = messageFor({ chainId: NETWORKS[0].chainId, address: legacy.address }).toString()
  const signature = Signer.sign(legacy.wif, legacy.address, text)
  expect(atob(signature)).toHaveLength(65)
  expect(await verifySiwx({ message: text, signature })).toBe(true)
})
