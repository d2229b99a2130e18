import '@polkadot/api-augment/kusama'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertPortFree } from '../assertPortFree'
import { DEVNET_MNEMONIC } from '../constants'
import { DevnetPortInUseError } from '../errors'
import { freePort } from '../freePort'
import { callPolkadotRpc } from './callPolkadotRpc'
import { ensureFirstBlock } from './ensureFirstBlock'
import { type PolkadotDevnet, startPolkadotDevnet } from './startPolkadotDevnet'

const KSM = 10n ** 12n

describe('startPolkadotDevnet', () => {
  let port: number
  let devnet: PolkadotDevnet
  let api: ApiPromise
  let pairs: KeyringPair[]

  beforeAll(async () => {
    port = await freePort()
    devnet = await startPolkadotDevnet({ port })
    api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
    await cryptoWaitReady()
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 2 })
    pairs = devnet.accounts.map((account) =>
      keyring.addFromUri(`${DEVNET_MNEMONIC}${account.derivationPath}`),
    )
  })
  afterAll(async () => {
    await api?.disconnect()
    await devnet?.stop()
  })

  const freeBalance = async (address: string) =>
    (await api.query.system.account(address)).data.free.toBigInt()

  test('runs the Kusama local testnet on the requested port, described with its CAIP-2 id', async () => {
    expect(devnet).toMatchObject({
      name: 'Portico Polkadot Devnet',
      chainId: 'polkadot:45454545454545454545454545454545',
      rpcUrl: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}`,
      ss58Prefix: 2,
      token: { symbol: 'KSM', decimals: 12 },
    })
    expect((await api.rpc.system.chain()).toString()).toBe('kusama_local_testnet')
    expect(api.genesisHash.toHex()).toBe(devnet.genesisHash)
    expect(api.registry.chainSS58).toBe(2)
    expect(api.registry.chainTokens).toEqual(['KSM'])
    expect(api.registry.chainDecimals).toEqual([12])
  })

  test('derives the accounts from the devnet mnemonic at //i and funds each with 10,000 KSM', async () => {
    expect(devnet.accounts.map((account) => account.derivationPath).slice(0, 2)).toEqual(['//0', '//1'])
    expect(devnet.accounts.map((account) => account.address)).toEqual(pairs.map((pair) => pair.address))
    for (const account of devnet.accounts) {
      expect(await freeBalance(account.address)).toBe(10_000n * KSM)
    }
  })

  test('a transferKeepAlive is included in a new block and moves the amount plus the fee', async () => {
    const [sender, receiver] = pairs
    if (!sender || !receiver) throw new Error('devnet accounts missing')
    const amount = 12n * KSM + 345n
    const before = {
      sender: await freeBalance(sender.address),
      receiver: await freeBalance(receiver.address),
      block: (await api.rpc.chain.getHeader()).number.toNumber(),
    }

    const { fee, blockHash } = await new Promise<{ fee: bigint; blockHash: string }>((resolve, reject) => {
      api.tx.balances
        .transferKeepAlive(receiver.address, amount)
        .signAndSend(sender, ({ status, events, dispatchError }) => {
          if (dispatchError) reject(new Error(dispatchError.toString()))
          if (!status.isInBlock && !status.isFinalized) return
          const paid = events.find(({ event }) => api.events.transactionPayment.TransactionFeePaid.is(event))
          if (!paid || !api.events.transactionPayment.TransactionFeePaid.is(paid.event)) {
            reject(new Error('no TransactionFeePaid event'))
            return
          }
          const hash = status.isInBlock ? status.asInBlock : status.asFinalized
          resolve({ fee: paid.event.data.actualFee.toBigInt(), blockHash: hash.toHex() })
        })
        .catch(reject)
    })

    expect(fee).toBeGreaterThan(0n)
    expect(await freeBalance(sender.address)).toBe(before.sender - amount - fee)
    expect(await freeBalance(receiver.address)).toBe(before.receiver + amount)
    const header = await api.rpc.chain.getHeader()
    expect(header.number.toNumber()).toBe(before.block + 1)
    expect(header.hash.toHex()).toBe(blockHash)
  })

  test('a second chain on the same port fails with an error naming the port', async () => {
    await expect(startPolkadotDevnet({ port })).rejects.toThrow(
      new DevnetPortInUseError(port, '127.0.0.1', 'Portico Polkadot Devnet'),
    )
  })

  // After the tests that need the funded head: this one takes the chain back to genesis.
  test('from a genesis head, ensureFirstBlock builds block 1', async () => {
    await callPolkadotRpc(devnet.rpcUrl, 'dev_setHead', [devnet.genesisHash])
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(0)
    await ensureFirstBlock(devnet.rpcUrl)
    expect((await api.rpc.chain.getHeader()).number.toNumber()).toBe(1)
  })

  // Last, since it ends the chain the file shares.
  test('stop frees the port and the chain stops answering', async () => {
    await api.disconnect()
    await devnet.stop()
    await expect(assertPortFree(port, '127.0.0.1', 'the check')).resolves.toBeUndefined()
    await expect(callPolkadotRpc(devnet.rpcUrl, 'system_chain')).rejects.toThrow()
  })
})
