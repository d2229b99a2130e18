import { DEVNET_MNEMONIC } from '@portico/devnet'
import { base64, hex } from '@scure/base'
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { REGTEST_NETWORK } from './constants'
import { createBitcoinTestWallet } from './createBitcoinTestWallet'

const connected = async () => {
  const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
  const response = await wallet.provider.request('wallet_connect', { addresses: ['payment', 'ordinals'] })
  return { wallet, response }
}

describe('createBitcoinTestWallet', () => {
  test('derives BIP-84 P2WPKH and BIP-86 P2TR regtest addresses from the devnet mnemonic', async () => {
    const { wallet, response } = await connected()
    const [payment, ordinals] = wallet.keys
    // Coin type 1, bech32 bcrt; the derivation itself is checked against BIP-84/86 vectors elsewhere.
    expect(payment.address).toMatch(/^bcrt1q[02-9ac-hj-np-z]{38}$/)
    expect(ordinals.address).toMatch(/^bcrt1p[02-9ac-hj-np-z]{58}$/)
    expect(p2wpkh(hex.decode(payment.publicKey), REGTEST_NETWORK).address).toBe(payment.address)
    expect(p2tr(hex.decode(ordinals.publicKey), undefined, REGTEST_NETWORK).address).toBe(ordinals.address)
    expect(response).toEqual({
      jsonrpc: '2.0',
      id: '0',
      result: {
        addresses: [
          {
            address: payment.address,
            publicKey: payment.publicKey,
            purpose: 'payment',
            addressType: 'p2wpkh',
          },
          {
            address: ordinals.address,
            publicKey: ordinals.publicKey,
            purpose: 'ordinals',
            addressType: 'p2tr',
          },
        ],
        network: { bitcoin: { name: 'Regtest' }, stacks: { name: 'Regtest' } },
      },
    })
  })

  test('signs BIP-322 for both addresses and ECDSA for the payment one, verified by bip322-js', async () => {
    const { wallet } = await connected()
    for (const [key, protocol] of [
      [wallet.keys[0], 'BIP322'],
      [wallet.keys[0], 'ECDSA'],
      [wallet.keys[1], 'BIP322'],
    ] as const) {
      const response = await wallet.provider.request('signMessage', {
        address: key.address,
        message: 'hello',
        protocol,
      })
      const { signature } = (response as { result: { signature: string } }).result
      expect(Verifier.verifySignature(key.address, 'hello', signature)).toBe(true)
      expect(Verifier.verifySignature(key.address, 'hellO', signature)).toBe(false)
    }
  })

  test('rejectNext refuses the next prompt with sats-connect user rejection', async () => {
    const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
    wallet.rejectNext()
    const response = await wallet.provider.request('wallet_connect', { addresses: ['payment'] })
    expect(response).toMatchObject({ error: { code: -32000 } })
    expect(wallet.connected).toBe(false)
  })

  test('wallet_getAccount answers without a prompt only when the site was trusted', async () => {
    const fresh = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
    expect(await fresh.provider.request('wallet_getAccount')).toMatchObject({ error: { code: -32002 } })
    const trusted = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC, granted: true })
    trusted.rejectNext() // no prompt is shown, so the rejection stays pending
    expect(await trusted.provider.request('wallet_getAccount')).toMatchObject({
      result: { addresses: [{}, {}] },
    })
  })

  test('switchNetwork to Testnet gives tb addresses and tells listeners', async () => {
    const { wallet } = await connected()
    const heard: unknown[] = []
    wallet.provider.addListener('networkChange', (payload) => heard.push(payload))
    wallet.switchNetwork('Testnet')
    expect(heard).toEqual([{ bitcoin: { name: 'Testnet' }, stacks: { name: 'Testnet' } }])
    expect(wallet.keys[0].address).toMatch(/^tb1q/)
    expect(wallet.keys[1].address).toMatch(/^tb1p/)
  })

  test('signs the listed PSBT inputs', async () => {
    const { wallet } = await connected()
    const [payment] = wallet.keys
    const script = p2wpkh(hex.decode(payment.publicKey), REGTEST_NETWORK).script
    const tx = new Transaction()
    tx.addInput({ txid: new Uint8Array(32).fill(1), index: 0, witnessUtxo: { script, amount: 10_000n } })
    tx.addOutputAddress(payment.address, 9_000n, REGTEST_NETWORK)
    const response = await wallet.provider.request('signPsbt', {
      psbt: base64.encode(tx.toPSBT()),
      signInputs: { [payment.address]: [0] },
    })
    const signed = Transaction.fromPSBT(base64.decode((response as { result: { psbt: string } }).result.psbt))
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(hex.decode(payment.publicKey))
  })
})

test('delayNext holds the next prompt until released', async () => {
  const wallet = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC })
  const release = wallet.delayNext()
  let settled = false
  const pending = wallet.provider.request('wallet_connect', { addresses: ['payment'] }).then((response) => {
    settled = true
    return response
  })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).toBe(false)
  release()
  expect(await pending).toMatchObject({ result: { addresses: [{ purpose: 'payment' }] } })
})
