import { DEVNET_MNEMONIC } from '@portico/devnet'
import { base64, hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { REGTEST_NETWORK } from './constants'
import { bitcoinStandardChain, createBitcoinStandardWallet } from './createBitcoinStandardWallet'
import { createBitcoinTestWallet } from './createBitcoinTestWallet'

const setUp = (granted = false) => {
  const bitcoin = createBitcoinTestWallet({ mnemonic: DEVNET_MNEMONIC, granted })
  return { bitcoin, wallet: createBitcoinStandardWallet(bitcoin) }
}

describe('createBitcoinStandardWallet', () => {
  test('bitcoin:connect answers one account per purpose, in the order asked, on the wallet’s chain', async () => {
    const { bitcoin, wallet } = setUp()
    expect(wallet.accounts).toEqual([])
    expect(wallet.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet', 'bitcoin:mainnet'])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    const [payment, ordinals] = bitcoin.keys
    expect(accounts.map(({ address }) => address)).toEqual([ordinals.address, payment.address])
    expect(hex.encode(Uint8Array.from(accounts[1]?.publicKey ?? []))).toBe(payment.publicKey)
    expect(accounts[0]?.chains).toEqual([bitcoinStandardChain('Regtest')])
    expect(wallet.accounts.map(({ address }) => address)).toEqual([payment.address, ordinals.address])
  })

  test('bitcoin:signMessage gives the signature’s bytes: BIP-322 for taproot, ECDSA for segwit', async () => {
    const { bitcoin, wallet } = setUp()
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    const message = new TextEncoder().encode('Portico standard')
    for (const account of accounts) {
      const [output] = await wallet.features['bitcoin:signMessage'].signMessage({ account, message })
      const signature = base64.encode(output?.signature ?? new Uint8Array())
      expect(Verifier.verifySignature(account.address, 'Portico standard', signature)).toBe(true)
    }
    bitcoin.rejectNext()
    await expect(
      wallet.features['bitcoin:signMessage'].signMessage({ account: accounts[0] as never, message }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('bitcoin:signTransaction signs the inputs asked for on the wallet’s chain, and refuses another chain', async () => {
    const { bitcoin, wallet } = setUp()
    const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const [payment] = bitcoin.keys
    const unsigned = new Transaction()
    unsigned.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: p2wpkh(hex.decode(payment.publicKey), REGTEST_NETWORK).script, amount: 5_000n },
    })
    unsigned.addOutputAddress(payment.address, 4_000n, REGTEST_NETWORK)
    const input = {
      psbt: unsigned.toPSBT(),
      chain: bitcoinStandardChain('Regtest'),
      inputsToSign: [{ account: accounts[0] as never, signingIndexes: [0] }],
    }
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction(input)
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())
    expect(signed.getInput(0).partialSig?.map(([key]) => hex.encode(key))).toEqual([payment.publicKey])
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    await expect(
      wallet.features['bitcoin:signTransaction'].signTransaction({ ...input, chain: 'bitcoin:mainnet' }),
    ).rejects.toThrow('not bitcoin:mainnet')
  })

  test('a trusted site sees its accounts at once; standard:events tells network moves and a disconnect', async () => {
    const { bitcoin, wallet } = setUp(true)
    expect(wallet.accounts.map(({ address }) => address)).toEqual(bitcoin.keys.map(({ address }) => address))
    const seen: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map(({ chains }) => chains.join())),
    )
    bitcoin.switchNetwork('Testnet')
    expect(seen.at(-1)).toEqual(['bitcoin:testnet', 'bitcoin:testnet'])
    bitcoin.disconnect()
    expect(seen.at(-1)).toEqual([])
    expect(wallet.accounts).toEqual([])
  })
})
