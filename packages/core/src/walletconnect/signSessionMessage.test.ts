import { base64, hex } from '@scure/base'
import { expect, test } from 'vitest'
import { signSessionMessage } from './signSessionMessage'
import type { WalletConnectRequest } from './types'

/** The session as far as signing needs it: records each request and answers what a wallet would. */
function session(answer: unknown) {
  const sent: WalletConnectRequest[] = []
  const request = async <T>(request: WalletConnectRequest) => {
    sent.push(request)
    return answer as T
  }
  return { sent, request }
}

const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const PAYMENT = 'bcrt1qpayment'
const TAPROOT = 'bcrt1ptaproot'

test('Bitcoin: signMessage as the session account, ECDSA for segwit and BIP-322 for taproot; hex back as base64', async () => {
  const bytes = Uint8Array.from([1, 2, 250, 251])
  const wallet = session({ address: PAYMENT, signature: hex.encode(bytes) })
  const signature = await signSessionMessage(wallet.request, 'bip122', CHAIN, PAYMENT, {
    address: PAYMENT,
    message: 'hi',
  })
  expect(signature).toBe(base64.encode(bytes))
  await signSessionMessage(wallet.request, 'bip122', CHAIN, PAYMENT, { address: TAPROOT, message: 'hi' })
  expect(wallet.sent).toEqual([
    {
      chainId: CHAIN,
      method: 'signMessage',
      params: { account: PAYMENT, address: PAYMENT, message: 'hi', protocol: 'ecdsa' },
    },
    {
      chainId: CHAIN,
      method: 'signMessage',
      params: { account: PAYMENT, address: TAPROOT, message: 'hi', protocol: 'bip322' },
    },
  ])
})

test('EVM and Solana keep their methods: personal_sign with hex, solana_signMessage with base58', async () => {
  const evm = session('0xsig')
  expect(
    await signSessionMessage(evm.request, 'eip155', 'eip155:1', '0xa', { address: '0xa', message: 'hi' }),
  ).toBe('0xsig')
  expect(evm.sent[0]).toEqual({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x6869', '0xa'] })
  const solana = session({ signature: 'sig58' })
  expect(
    await signSessionMessage(solana.request, 'solana', 'solana:x', 'pk', { address: 'pk', message: 'hi' }),
  ).toBe('sig58')
  expect(solana.sent[0]).toEqual({
    chainId: 'solana:x',
    method: 'solana_signMessage',
    params: { message: '8wr', pubkey: 'pk' },
  })
})

test('Polkadot: polkadot_signMessage of the <Bytes>-wrapped text as hex, under both names wallets read', async () => {
  const wallet = session({ signature: '0xsr25519' })
  const address = '15UyNqZ7NB1QQVpY9xv7VGwkxtvXePKihFHx8kH4VgEcS1gU'
  const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
  expect(
    await signSessionMessage(wallet.request, 'polkadot', chainId, address, {
      address,
      message: 'hello world',
    }),
  ).toBe('0xsr25519')
  // Reown's Polkadot RPC reference example: "<Bytes>hello world</Bytes>" hex encoded.
  const data = '0x3c42797465733e68656c6c6f20776f726c643c2f42797465733e'
  expect(wallet.sent).toEqual([
    { chainId, method: 'polkadot_signMessage', params: { address, data, type: 'bytes', message: data } },
  ])
})

test('Cosmos: cosmos_signAmino of the ADR-36 doc of the text; the base64 signature of its answer', async () => {
  const wallet = session({
    signature: { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'A0key' }, signature: 'c2ln' },
    signed: {},
  })
  const address = 'cosmos1signer'
  expect(
    await signSessionMessage(wallet.request, 'cosmos', 'cosmos:cosmoshub-4', address, {
      address,
      message: 'hi',
    }),
  ).toBe('c2ln')
  expect(wallet.sent).toEqual([
    {
      chainId: 'cosmos:cosmoshub-4',
      method: 'cosmos_signAmino',
      params: {
        signerAddress: address,
        signDoc: {
          chain_id: '',
          account_number: '0',
          sequence: '0',
          fee: { gas: '0', amount: [] },
          msgs: [{ type: 'sign/MsgSignData', value: { signer: address, data: 'aGk=' } }],
          memo: '',
        },
      },
    },
  ])
})
