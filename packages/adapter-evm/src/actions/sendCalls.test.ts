import { createEvmTestWallet } from '@portico/test-wallets'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { InvalidCallError } from '../errors/InvalidCallError'
import { SendCallsUnsupportedError } from '../errors/SendCallsUnsupportedError'
import {
  createDevnetWallet,
  DEVNET_WALLET_ID,
  devnetAccounts,
  devnetNetworks,
  setUpWithAnnouncedWallet,
} from '../test/harness'

const devnet = inject('devnet')
const [l1] = devnetNetworks(devnet)
const chain = devnet.chains[0]
if (!chain) throw new Error('devnet chain missing')
const client = createPublicClient({ transport: http(chain.rpcUrl) })
// Account 2 sends in this file only.
const SENDER = 2

async function connected(wallet = createDevnetWallet(devnet, { accountIndex: SENDER })) {
  const setup = await setUpWithAnnouncedWallet(devnet, wallet)
  await setup.adapter.connect({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1 })
  return { wallet, ...setup }
}

const sentCalls = (wallet: { requests: readonly { method: string }[] }) =>
  wallet.requests.filter((request) => request.method === 'wallet_sendCalls').length

describe('send calls (acceptance 8)', () => {
  test.each([
    ['a to without 0x', [{ to: privateKeyToAddress(generatePrivateKey()) }, { to: 'dead' }], 1, 'to'],
    ['data without 0x', [{ to: '0x000000000000000000000000000000000000dEaD', data: 'a9059cbb' }], 0, 'data'],
  ])('%s is refused before reaching the wallet, naming the index', async (_, calls, index, field) => {
    const { adapter, wallet } = await connected()
    const failure = adapter.sendCalls({ connectorId: DEVNET_WALLET_ID, caipNetwork: l1, calls })
    await expect(failure).rejects.toBeInstanceOf(InvalidCallError)
    await expect(failure).rejects.toMatchObject({
      index,
      shortMessage: `Call ${index}: '${field}' must start with 0x`,
    })
    expect(sentCalls(wallet)).toBe(0)
  })

  test('good calls go through and their status reads confirmed', async () => {
    const { adapter, wallet } = await connected()
    const recipient = privateKeyToAddress(generatePrivateKey())
    expect(await adapter.getCapabilities({ connectorId: DEVNET_WALLET_ID })).toEqual({
      31337: { atomic: { status: 'unsupported' } },
    })
    const { id } = await adapter.sendCalls({
      connectorId: DEVNET_WALLET_ID,
      caipNetwork: l1,
      calls: [
        { to: recipient, value: 7n },
        {
          to: chain.contracts.DUSD,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, parseUnits('4', 6)],
          }),
        },
      ],
    })
    expect(sentCalls(wallet)).toBe(1)
    const status = await adapter.getCallsStatus({ connectorId: DEVNET_WALLET_ID, id })
    expect(status).toMatchObject({ id, status: 'success', statusCode: 200, chainId: 31337 })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await client.getBalance({ address: recipient })).toBe(7n)
    expect(
      await client.readContract({
        address: chain.contracts.DUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('4', 6))
  })

  test('a wallet without EIP-5792 has no capabilities and refuses send calls clearly', async () => {
    const account = devnetAccounts()[SENDER]
    if (!account) throw new Error('devnet account missing')
    const plain = createEvmTestWallet({
      accounts: [account],
      chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }],
      supportsCalls: false,
    })
    const { adapter } = await connected(plain as ReturnType<typeof createDevnetWallet>)
    expect(await adapter.getCapabilities({ connectorId: DEVNET_WALLET_ID })).toEqual({})
    await expect(
      adapter.sendCalls({
        connectorId: DEVNET_WALLET_ID,
        caipNetwork: l1,
        calls: [{ to: '0x000000000000000000000000000000000000dEaD', value: toHex(1) }],
      }),
    ).rejects.toBeInstanceOf(SendCallsUnsupportedError)
  })
})
