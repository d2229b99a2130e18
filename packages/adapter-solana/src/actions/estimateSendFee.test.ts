import { Keypair } from '@solana/web3.js'
import { describe, expect, inject, test } from 'vitest'
import { connectDevnetWallet } from '../test/devnetWallet'

const devnet = inject('solanaDevnet')

describe('estimateSendFee (SPEC §4 send preview)', () => {
  test('a SOL transfer is priced at one signature, and the send then costs exactly that', async () => {
    const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 8)
    const connection = adapter.getConnection(network)
    const to = Keypair.generate().publicKey.toBase58()
    const from = keypair.publicKey.toBase58()
    const fee = await adapter.estimateSendFee?.({ connectorId, caipNetwork: network, from, to, value: '0' })
    expect(fee).toBe(5_000n)
    const before = BigInt(await connection.getBalance(keypair.publicKey))
    await adapter.sendTransaction({ connectorId, caipNetwork: network, to, value: '100000000' })
    expect(before - BigInt(await connection.getBalance(keypair.publicKey))).toBe(100_000_000n + (fee ?? 0n))
  })

  test('an SPL transfer to a new account costs the fee and the account rent: the estimate, and the send then costs exactly that', async () => {
    const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 8)
    const connection = adapter.getConnection(network)
    const send = {
      connectorId,
      caipNetwork: network,
      to: Keypair.generate().publicKey.toBase58(),
      value: '1000000',
      tokenAddress: devnet.tokens.DUSD.mint,
    }
    const fee = await adapter.estimateSendFee?.({ ...send, from: keypair.publicKey.toBase58() })
    // A classic token account is 165 bytes.
    const rent = BigInt(await connection.getMinimumBalanceForRentExemption(165))
    expect(fee).toBe(5_000n + rent)
    const before = BigInt(await connection.getBalance(keypair.publicKey))
    await adapter.sendTransaction(send)
    expect(before - BigInt(await connection.getBalance(keypair.publicKey))).toBe(fee)
    // The receiver now has its account: a second send costs the signature only.
    expect(await adapter.estimateSendFee?.({ ...send, from: keypair.publicKey.toBase58() })).toBe(5_000n)
  })
})
