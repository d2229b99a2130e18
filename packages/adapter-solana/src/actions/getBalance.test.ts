import { Keypair } from '@solana/web3.js'
import { expect, inject, test } from 'vitest'
import { devnetKeypair } from '../test/devnetWallet'
import { localNetwork, setUpAdapter } from '../test/setUpAdapter'

const devnet = inject('solanaDevnet')

test('the SOL balance of a funded devnet account, in whole SOL with the network symbol', async () => {
  const { adapter } = await setUpAdapter()
  const address = devnetKeypair(devnet, 0).publicKey.toBase58()
  const lamports = await adapter
    .getConnection(localNetwork(devnet.rpcUrl))
    .getBalance(devnetKeypair(devnet, 0).publicKey)
  const result = await adapter.getBalance?.({ address, caipNetwork: localNetwork(devnet.rpcUrl) })
  expect(result?.symbol).toBe('SOL')
  expect(result?.balance).toBe(
    `${BigInt(lamports) / 1_000_000_000n}.${String(lamports % 1_000_000_000).padStart(9, '0')}`,
  )
  expect(Number(result?.balance)).toBeGreaterThan(0)
})

test('a new account holds 0 SOL', async () => {
  const { adapter } = await setUpAdapter()
  const result = await adapter.getBalance?.({
    address: Keypair.generate().publicKey.toBase58(),
    caipNetwork: localNetwork(devnet.rpcUrl),
  })
  expect(result).toEqual({ balance: '0.000000000', symbol: 'SOL' })
})

test('the DUSD balance of a funded account is its fixture grant; a new account holds 0', async () => {
  const { adapter } = await setUpAdapter()
  const { mint, decimals } = devnet.tokens.DUSD
  const caipNetwork = localNetwork(devnet.rpcUrl)
  const funded = await adapter.getTokenBalance({
    address: devnetKeypair(devnet, 0).publicKey.toBase58(),
    mint,
    caipNetwork,
  })
  expect(funded.decimals).toBe(decimals)
  expect(funded.amount).toBeGreaterThan(0n)
  const fresh = await adapter.getTokenBalance({
    address: Keypair.generate().publicKey.toBase58(),
    mint,
    caipNetwork,
  })
  expect(fresh).toEqual({ balance: '0.000000', amount: 0n, decimals: 6 })
})
