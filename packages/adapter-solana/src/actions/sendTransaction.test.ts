import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, inject, test } from 'vitest'
import { InvalidCommitmentError } from '../errors/InvalidCommitmentError'
import { UserRejectedRequestError } from '../index'
import { connectDevnetWallet } from '../test/devnetWallet'

const devnet = inject('solanaDevnet')
const LAMPORTS_PER_SIGNATURE = 5_000

describe('send on the devnet (SPEC §4 send flow)', () => {
  // A new account must receive at least its rent-exempt minimum (about 0.00089 SOL), as on every cluster.
  test('0.1 SOL to a new account: it holds exactly that; the sender paid it plus one signature fee', async () => {
    const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 2)
    const connection = adapter.getConnection(network)
    const receiver = Keypair.generate().publicKey
    const before = await connection.getBalance(keypair.publicKey)
    const signature = await adapter.sendTransaction?.({
      connectorId,
      caipNetwork: network,
      to: receiver.toBase58(),
      value: '100000000',
    })
    expect(typeof signature).toBe('string')
    expect(await connection.getBalance(receiver)).toBe(100_000_000)
    expect(await connection.getBalance(keypair.publicKey)).toBe(before - 100_000_000 - LAMPORTS_PER_SIGNATURE)
  })

  test('2 DUSD to a new account: its token account is created and holds exactly 2 DUSD', async () => {
    const { adapter, connectorId, network, keypair } = await connectDevnetWallet(devnet, 3)
    const mint = new PublicKey(devnet.tokens.DUSD.mint)
    const receiver = Keypair.generate().publicKey
    const connection = adapter.getConnection(network)
    const receiverAta = getAssociatedTokenAddressSync(mint, receiver)
    expect(await connection.getAccountInfo(receiverAta)).toBeNull()
    const senderBefore = (
      await adapter.getTokenBalance({
        address: keypair.publicKey.toBase58(),
        mint: mint.toBase58(),
        caipNetwork: network,
      })
    ).amount

    const send = (value: string) =>
      adapter.sendTransaction?.({
        connectorId,
        caipNetwork: network,
        to: receiver.toBase58(),
        value,
        tokenAddress: mint.toBase58(),
      })
    await send('2000000')
    expect((await connection.getTokenAccountBalance(receiverAta)).value.amount).toBe('2000000')
    // The account exists now: a second send only transfers.
    await send('500000')
    expect((await connection.getTokenAccountBalance(receiverAta)).value.amount).toBe('2500000')
    const senderAfter = (
      await adapter.getTokenBalance({
        address: keypair.publicKey.toBase58(),
        mint: mint.toBase58(),
        caipNetwork: network,
      })
    ).amount
    expect(senderBefore - senderAfter).toBe(2_500_000n)
  })

  test('a wallet that only signs: the adapter sends through the network RPC itself', async () => {
    // The wallet serves mainnet only, so it cannot send to the local network; it can still sign.
    const { adapter, connectorId, network } = await connectDevnetWallet(devnet, 4, {
      name: 'Signer Only',
      chains: ['solana:mainnet'],
    })
    const receiver = Keypair.generate().publicKey
    await adapter.sendTransaction?.({
      connectorId,
      caipNetwork: network,
      to: receiver.toBase58(),
      value: '1000007',
    })
    expect(await adapter.getConnection(network).getBalance(receiver)).toBe(1_000_007)
  })

  test('a refusal in the wallet sends nothing', async () => {
    const { adapter, connectorId, network, wallet, keypair } = await connectDevnetWallet(devnet, 5)
    const connection = adapter.getConnection(network)
    const before = await connection.getBalance(keypair.publicKey)
    wallet.rejectNext()
    const receiver = Keypair.generate().publicKey
    await expect(
      adapter.sendTransaction?.({
        connectorId,
        caipNetwork: network,
        to: receiver.toBase58(),
        value: '1000',
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await connection.getBalance(receiver)).toBe(0)
    expect(await connection.getBalance(keypair.publicKey)).toBe(before)
  })

  test("commitment 'bogus' is refused before the wallet is asked; 'finalized' is waited for", async () => {
    const { adapter, connectorId, network } = await connectDevnetWallet(devnet, 5, {
      name: 'Commitment Check',
    })
    const receiver = Keypair.generate().publicKey
    const send = (commitment: string) =>
      adapter.sendTransaction({
        connectorId,
        caipNetwork: network,
        to: receiver.toBase58(),
        value: '1000000',
        commitment,
      })
    await expect(send('bogus')).rejects.toThrow(new InvalidCommitmentError('bogus'))
    expect(await adapter.getConnection(network).getBalance(receiver)).toBe(0)
    const signature = await send('finalized')
    const { value } = await adapter.getConnection(network).getSignatureStatuses([signature])
    expect(value[0]?.confirmationStatus).toBe('finalized')
  })

  test("a transfer the chain refuses (below a new account's rent minimum) fails and moves nothing", async () => {
    const { adapter, connectorId, network } = await connectDevnetWallet(devnet, 7)
    const receiver = Keypair.generate().publicKey
    await expect(
      adapter.sendTransaction({ connectorId, caipNetwork: network, to: receiver.toBase58(), value: '1' }),
    ).rejects.toThrow(/Simulation failed|insufficient funds for rent/i)
    expect(await adapter.getConnection(network).getBalance(receiver)).toBe(0)
  })

  test('an invalid receiver is refused before the wallet is asked', async () => {
    const { adapter, connectorId, network } = await connectDevnetWallet(devnet, 5, { name: 'Receiver Check' })
    await expect(
      adapter.sendTransaction?.({ connectorId, caipNetwork: network, to: '0xnot-solana', value: '1' }),
    ).rejects.toThrow('Invalid Solana address: 0xnot-solana')
  })
})
