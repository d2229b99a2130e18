import type { ApiPromise } from '@polkadot/api'
import { encodeAddress } from '@polkadot/util-crypto'
import { createMemoryStorage, createPortico, formatDecimal } from '@portico/core'
import { maxSendAmount, sendableTokens } from '@portico/core/send'
import { afterAll, afterEach, beforeAll, expect, inject, test, vi } from 'vitest'
import { createPolkadotAdapter } from './createPolkadotAdapter'
import { connectTestApi, devnetNetwork, feePaidFor, freeBalance } from './test/polkadotDevnet'
import { createPage, DEVNET_POLKADOT_EXTENSION, installDevnetPolkadotWallet } from './test/setUpAdapter'
import { DEFAULT_POLKADOT_EXTENSIONS } from './wallets/PolkadotExtension'

const devnet = inject('polkadotDevnet')
const network = devnetNetwork(devnet)
const WALLET = DEVNET_POLKADOT_EXTENSION.id
// This file's accounts: the visitor sends from the second (//3) to the first (//2).
const ACCOUNTS = ['//2', '//3'] as const

let api: ApiPromise
beforeAll(async () => {
  api = await connectTestApi(devnet)
})
afterAll(() => api?.disconnect())
const teardowns: (() => void)[] = []
afterEach(() => {
  for (const teardown of teardowns.splice(0)) teardown()
})

/** A page with the devnet wallet and a core client over the Polkadot adapter on the run's chain, connected. */
async function connectedClient() {
  const page = createPage()
  const wallet = installDevnetPolkadotWallet(page, false, ACCOUNTS)
  const adapter = createPolkadotAdapter({
    target: page,
    reconnectWaitMs: 0,
    extensions: [...DEFAULT_POLKADOT_EXTENSIONS, DEVNET_POLKADOT_EXTENSION],
  })
  teardowns.push(() => adapter.destroy())
  const client = createPortico({
    projectId: 'portico-devnet',
    networks: [network],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  await client.ready
  await client.connect({ namespace: 'polkadot', connectorId: WALLET })
  const [receiver = '', sender = ''] = wallet.addresses
  client.selectAccount({ namespace: 'polkadot', address: sender })
  // The first read connects @polkadot/api to the node (its metadata): seconds on a busy machine.
  await vi.waitFor(() => expect(client.getAccount('polkadot')?.balance).toBeDefined(), { timeout: 30_000 })
  /** The send form filled as the visitor fills it: the native token the Send view offers first. */
  const fill = (amount: string, to: string) => {
    const account = client.stores.chains.getState().namespaces.polkadot.account
    const form = client.stores.send.getState()
    form.setToken(sendableTokens(account, network)[0])
    form.setTokenAmount(amount)
    form.setReceiverAddress(to)
  }
  const signPayloads = () => wallet.requests.filter((request) => request.method === 'signPayload')
  return { client, wallet, sender, receiver, fill, signPayloads }
}

test("the Account's balance is the picked account's free balance on the chain, in KSM", async () => {
  const { client, sender } = await connectedClient()
  expect(client.getAccount('polkadot')).toMatchObject({
    address: sender,
    balance: formatDecimal(await freeBalance(api, sender), 12),
    balanceSymbol: 'KSM',
  })
})

test('the Send view’s flow: fee estimated, 1.5 KSM sent from the picked account, balances read again, back to Account', async () => {
  const { client, sender, receiver, fill, signPayloads } = await connectedClient()
  const before = { sender: await freeBalance(api, sender), receiver: await freeBalance(api, receiver) }
  fill('1.5', receiver)
  const token = client.stores.send.getState().token
  expect(token).toMatchObject({ symbol: 'KSM', quantity: { decimals: '12' } })
  const estimate = token
    ? await client.estimateSendFee({ token, amount: '1.5', receiverAddress: receiver })
    : 0n
  client.stores.router.getState().push('Send')

  const hash = await client.send()

  const amount = 1_500_000_000_000n
  const fee = await feePaidFor(api, hash)
  expect(estimate).toBe(fee)
  expect(signPayloads()).toHaveLength(1)
  // The picked account signs, written in the chain's SS58 format by @polkadot/api.
  expect(signPayloads()[0]?.params[0]).toMatchObject({ address: encodeAddress(sender, devnet.ss58Prefix) })
  const after = { sender: await freeBalance(api, sender), receiver: await freeBalance(api, receiver) }
  expect(after).toEqual({ sender: before.sender - amount - fee, receiver: before.receiver + amount })
  // SPEC §4: the balance is read again before the form resets and the view returns to Account.
  expect(client.getAccount('polkadot')?.balance).toBe(formatDecimal(after.sender, 12))
  expect(client.stores.send.getState()).toMatchObject({ sendTokenAmount: undefined, loading: false })
  expect(client.stores.router.getState().view).toBe('Account')
})

test('the form refuses a bad receiver, another chain’s address and too much before the wallet is asked', async () => {
  const { client, receiver, fill, signPayloads } = await connectedClient()
  const wholeBalance = BigInt((client.getAccount('polkadot')?.balance ?? '0').split('.')[0] ?? '0')
  for (const [amount, to, issue] of [
    ['1', `${receiver.slice(0, -1)}${receiver.endsWith('a') ? 'b' : 'a'}`, 'invalidReceiver'],
    ['1', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'receiverOnOtherNamespace'],
    [`${wholeBalance + 1n}`, receiver, 'insufficientBalance'],
  ] as const) {
    fill(amount, to)
    await expect(client.send(), to).rejects.toMatchObject({ name: 'SendFormError', issue })
  }
  expect(signPayloads()).toEqual([])
})

test('a refusal in the wallet leaves the form as typed and is a user rejection', async () => {
  const { client, wallet, receiver, fill } = await connectedClient()
  fill('2', receiver)
  wallet.rejectNext()
  await expect(client.send()).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  expect(client.stores.send.getState()).toMatchObject({ sendTokenAmount: '2', receiverAddress: receiver })
})

// Last: it empties the sender.
test('Max goes through on the local chain: twice the fee covers the fee and the existential deposit kept', async () => {
  const { client, sender, receiver, fill } = await connectedClient()
  fill('1', receiver)
  const token = client.stores.send.getState().token
  if (!token) throw new Error('no token to send')
  const fee = await client.estimateSendFee({ token, receiverAddress: receiver })
  fill(maxSendAmount(token, fee), receiver)
  const hash = await client.send()
  const left = await freeBalance(api, sender)
  expect(left).toBeGreaterThanOrEqual(api.consts.balances.existentialDeposit.toBigInt())
  expect(left).toBe(2n * fee - (await feePaidFor(api, hash)))
})
