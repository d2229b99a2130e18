import type { ApiPromise } from '@polkadot/api'
import { encodeAddress } from '@polkadot/util-crypto'
import { UserRejectedRequestError } from '@portico/core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { ConnectorNotConnectedError } from '../errors/ConnectorNotConnectedError'
import { InsufficientBalanceError } from '../errors/InsufficientBalanceError'
import { InvalidReceiverError } from '../errors/InvalidReceiverError'
import { NetworkMismatchError } from '../errors/NetworkMismatchError'
import { SignPayloadUnsupportedError } from '../errors/SignPayloadUnsupportedError'
import { TokenTransferUnsupportedError } from '../errors/TokenTransferUnsupportedError'
import {
  connectOnDevnet,
  connectTestApi,
  devnetNetwork,
  feePaidFor,
  freeBalance,
} from '../test/polkadotDevnet'
import {
  createFakeExtension,
  createPage,
  inject as injectExtension,
  setUpAdapter,
} from '../test/setUpAdapter'

const devnet = inject('polkadotDevnet')
const KSM = 10n ** 12n
// This file's sender and receiver; other files send between other devnet accounts.
const ACCOUNTS = ['//0', '//1'] as const

let api: ApiPromise
beforeAll(async () => {
  api = await connectTestApi(devnet)
})
afterAll(() => api?.disconnect())

/** An address as the chain writes it (Kusama's prefix 2); the extension shares the generic 42. */
const onChain = (address: string) => encodeAddress(address, devnet.ss58Prefix)
const signPayloadRequests = (wallet: { requests: readonly { method: string; params: unknown[] }[] }) =>
  wallet.requests.filter((request) => request.method === 'signPayload')

describe('a transfer signed in the extension', () => {
  test('1 KSM from //0 to //1: in a block, the receiver gains the amount, the sender pays it and the fee', async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const before = { sender: await freeBalance(api, first), receiver: await freeBalance(api, second) }
    const estimate = await adapter.estimateSendFee({
      connectorId,
      caipNetwork: network,
      from: first,
      to: second,
      value: KSM.toString(),
    })

    const hash = await adapter.sendTransaction({
      connectorId,
      caipNetwork: network,
      from: first,
      to: second,
      value: KSM.toString(),
    })

    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const fee = await feePaidFor(api, hash)
    expect(fee).toBeGreaterThan(0n)
    expect(estimate).toBe(fee)
    expect(await freeBalance(api, first)).toBe(before.sender - KSM - fee)
    expect(await freeBalance(api, second)).toBe(before.receiver + KSM)
    // The extension was asked once, for this chain's transaction from the sender.
    expect(signPayloadRequests(wallet)).toEqual([
      {
        method: 'signPayload',
        // @polkadot/api writes the sender in the chain's own SS58 format.
        params: [expect.objectContaining({ address: onChain(first), genesisHash: devnet.genesisHash })],
      },
    ])
  })

  test("the extension's refusal is core's UserRejectedRequestError, and nothing leaves the account", async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const before = await freeBalance(api, first)
    wallet.rejectNext()
    await expect(
      adapter.sendTransaction({ connectorId, caipNetwork: network, from: first, to: second, value: '1' }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(signPayloadRequests(wallet)).toHaveLength(1)
    expect(await freeBalance(api, first)).toBe(before)
  })

  test('with no `from`, the extension’s first shared account sends; an account it does not share cannot', async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const stranger = devnet.accounts[9]?.address ?? ''
    await expect(
      adapter.sendTransaction({ connectorId, caipNetwork: network, from: stranger, to: second, value: '1' }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    expect(signPayloadRequests(wallet)).toEqual([])
    await adapter.sendTransaction({ connectorId, caipNetwork: network, to: second, value: '1' })
    expect(signPayloadRequests(wallet)[0]?.params[0]).toMatchObject({ address: onChain(first) })
  })
})

describe('refused before anything is signed', () => {
  test('a receiver that is no SS58 account: a typo, a bad checksum, an EVM or Solana address, a token', async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const send = (to: string, extra: { tokenAddress?: string } = {}) =>
      adapter.sendTransaction({ connectorId, caipNetwork: network, from: first, to, value: '1', ...extra })
    const badChecksum = `${second.slice(0, -1)}${second.endsWith('a') ? 'b' : 'a'}`
    for (const receiver of [badChecksum, second.slice(1), 'not an address', ''])
      await expect(send(receiver), receiver).rejects.toMatchObject({
        name: 'InvalidReceiverError',
        issue: 'invalidReceiver',
      })
    for (const receiver of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ])
      await expect(send(receiver), receiver).rejects.toMatchObject({
        name: 'InvalidReceiverError',
        issue: 'receiverOnOtherNamespace',
      })
    await expect(send(badChecksum)).rejects.toBeInstanceOf(InvalidReceiverError)
    await expect(send(second, { tokenAddress: '1984' })).rejects.toBeInstanceOf(TokenTransferUnsupportedError)
    expect(signPayloadRequests(wallet)).toEqual([])
  })

  test('any SS58 prefix names the receiver: the Kusama-format address receives too', async () => {
    const { adapter, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const asKusama = onChain(second)
    expect(asKusama).not.toBe(second)
    const before = await freeBalance(api, second)
    await adapter.sendTransaction({
      connectorId,
      caipNetwork: network,
      from: first,
      to: asKusama,
      value: '7',
    })
    expect(await freeBalance(api, second)).toBe(before + 7n)
  })

  test('an amount over the balance, or that leaves too little for the fee and existential deposit', async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const free = await freeBalance(api, first)
    const send = (value: bigint) =>
      adapter.sendTransaction({
        connectorId,
        caipNetwork: network,
        from: first,
        to: second,
        value: `${value}`,
      })
    const over = send(free + 1n)
    await expect(over).rejects.toBeInstanceOf(InsufficientBalanceError)
    await expect(over).rejects.toThrow(/^The amount and its fee are more than the balance: /)
    await expect(over).rejects.toThrow(/the account has \d+\.\d{12} KSM free$/)
    await expect(send(free)).rejects.toBeInstanceOf(InsufficientBalanceError)
    expect(signPayloadRequests(wallet)).toEqual([])
    expect(await freeBalance(api, first)).toBe(free)
  })

  test('an amount that is not a whole number of planck', async () => {
    const { adapter, wallet, network, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    for (const value of ['1.5', '-1', '1e12', ''])
      await expect(
        adapter.sendTransaction({ connectorId, caipNetwork: network, from: first, to: second, value }),
        value,
      ).rejects.toThrow(RangeError)
    expect(signPayloadRequests(wallet)).toEqual([])
  })

  test("a network whose token decimals differ from the chain's: the amount would be wrong by powers of ten", async () => {
    const { adapter, wallet, connectorId, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const misdescribed = devnetNetwork(devnet, {
      name: 'Misdescribed',
      nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 10 },
    })
    const send = adapter.sendTransaction({
      connectorId,
      caipNetwork: misdescribed,
      from: first,
      to: second,
      value: '1',
    })
    await expect(send).rejects.toBeInstanceOf(NetworkMismatchError)
    await expect(send).rejects.toThrow('its token has 12 decimals, the network says 10')
    expect(signPayloadRequests(wallet)).toEqual([])
  })

  test('an extension without signPayload cannot send, and says so', async () => {
    const { network, first, second } = await connectOnDevnet(devnet, ACCOUNTS)
    const page = createPage()
    injectExtension(page, 'talisman', createFakeExtension([{ address: first }]).provider)
    const { adapter } = await setUpAdapter(page, {}, [network])
    await adapter.connect({ connectorId: 'talisman', caipNetwork: network })
    await expect(
      adapter.sendTransaction({ connectorId: 'talisman', caipNetwork: network, to: second, value: '1' }),
    ).rejects.toThrow(new SignPayloadUnsupportedError('talisman'))
  })
})
