import { networkInterfaces } from 'node:os'
import { toSimpleSmartAccount } from 'permissionless/accounts'
import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getDevnetAccounts } from '../accounts'
import { type DevnetContracts, deployFixtures } from '../deployFixtures'
import { devnetClient, mined } from '../devnetClient'
import { freePort } from '../freePort'
import { type AnvilInstance, startAnvil } from '../startAnvil'
import {
  ENTRY_POINT_V07,
  PORTICO_SMART_ACCOUNT_FACTORY,
  SIMPLE_ACCOUNT_FACTORY_V07,
} from './accountAbstractionConstants'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { type BundlerInstance, startBundler } from './startBundler'

// A real bundler on a real chain — alto over anvil with the canonical EntryPoint v0.7 and factory.
let anvil: AnvilInstance
let bundler: BundlerInstance
let tokens: DevnetContracts
const chainOf = (instance: AnvilInstance) =>
  defineChain({
    id: instance.chainId,
    name: instance.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [instance.rpcUrl] } },
  })

beforeAll(async () => {
  anvil = await startAnvil({ name: 'Portico Devnet', chainId: 31337, port: await freePort() })
  tokens = await deployFixtures({ ...anvil, nftBaseUri: 'http://127.0.0.1:9/nft/' })
  await deployAccountAbstraction(anvil)
  bundler = await startBundler({ chain: anvil, entryPoint: ENTRY_POINT_V07.address, port: await freePort() })
})
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

/** A fresh SimpleAccount (a key made here), funded with ETH and DUSD by devnet account 3. */
async function fundedSmartAccount() {
  const chain = chainOf(anvil)
  const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const account = await toSimpleSmartAccount({
    client,
    owner: privateKeyToAccount(generatePrivateKey()),
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  const funder = getDevnetAccounts()[3]
  if (!funder) throw new Error('devnet account 3 missing')
  const wallet = devnetClient({ ...anvil, account: funder })
  await wallet.setBalance({ address: account.address, value: parseEther('1') })
  const hash = await wallet.writeContract({
    address: tokens.DUSD,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account.address, parseUnits('10', 6)],
  })
  await mined(wallet, hash, 'DUSD to the smart account')
  const bundlerClient = createBundlerClient({ account, client, transport: http(bundler.bundlerUrl) })
  return { account, client, bundlerClient }
}

const dusdOf = (client: ReturnType<typeof createPublicClient>, address: `0x${string}`) =>
  client.readContract({ address: tokens.DUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('the devnet 4337 stack', () => {
  test('EntryPoint v0.7 and the SimpleAccountFactory sit at their canonical addresses; deploying again keeps them', async () => {
    const client = createPublicClient({ chain: chainOf(anvil), transport: http(anvil.rpcUrl) })
    expect(entryPoint07Address).toBe(ENTRY_POINT_V07.address)
    for (const address of [ENTRY_POINT_V07.address, SIMPLE_ACCOUNT_FACTORY_V07.address])
      expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(await deployAccountAbstraction(anvil)).toEqual({
      entryPoint: ENTRY_POINT_V07.address,
      simpleAccountFactory: SIMPLE_ACCOUNT_FACTORY_V07.address,
      smartAccountFactory: PORTICO_SMART_ACCOUNT_FACTORY.address,
    })
  })

  test('the first user operation deploys the account and sends 0.01 ETH; two DUSD transfers land in one operation', async () => {
    const { account, client, bundlerClient } = await fundedSmartAccount()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const first = await bundlerClient.sendUserOperation({
      calls: [{ to: receiver, value: parseEther('0.01') }],
    })
    const firstReceipt = await bundlerClient.waitForUserOperationReceipt({ hash: first })
    expect(firstReceipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.01'))

    const [alice, bob] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const transfer = (to: `0x${string}`, amount: string) => ({
      to: tokens.DUSD,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(amount, 6)],
      }),
    })
    const second = await bundlerClient.sendUserOperation({
      calls: [transfer(alice as `0x${string}`, '1.5'), transfer(bob as `0x${string}`, '2.25')],
    })
    const secondReceipt = await bundlerClient.waitForUserOperationReceipt({ hash: second })
    expect(secondReceipt.success).toBe(true)
    expect(await dusdOf(client, alice as `0x${string}`)).toBe(parseUnits('1.5', 6))
    expect(await dusdOf(client, bob as `0x${string}`)).toBe(parseUnits('2.25', 6))
    expect(await dusdOf(client, account.address)).toBe(parseUnits('6.25', 6))
  })

  test('the bundler listens on loopback only', async () => {
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    expect(outside, 'this machine has a non-loopback IPv4 address to try').toBeDefined()
    const port = new URL(bundler.bundlerUrl).port
    await expect(fetch(`http://${outside?.address}:${port}`, { method: 'POST' })).rejects.toThrow()
    expect((await fetch(bundler.bundlerUrl, { method: 'POST', body: '{}' })).status).toBeLessThan(500)
  })

  test("a page on another origin may call it (CORS): the secure frame's browser asks first", async () => {
    const preflight = await fetch(bundler.bundlerUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4100',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4100')
  })

  test('with the bundler stopped a user operation fails clearly and nothing moves', async () => {
    const { account, client, bundlerClient } = await fundedSmartAccount()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const before = await client.getBalance({ address: account.address })
    await bundler.stop()
    await expect(
      bundlerClient.sendUserOperation({ calls: [{ to: receiver, value: parseEther('0.01') }] }),
    ).rejects.toThrow(/HTTP request failed|fetch failed/)
    await expect(fetch(bundler.bundlerUrl)).rejects.toThrow()
    expect(await client.getBalance({ address: account.address })).toBe(before)
    expect(await client.getBalance({ address: receiver })).toBe(0n)
  })
})
