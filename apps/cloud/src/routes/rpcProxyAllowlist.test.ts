import { type AnvilInstance, freePort, getDevnetAccounts, startAnvil } from '@portico/devnet'
import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CloudChain } from '../chains/cloudChain'
import type { Cloud } from '../startCloud'
import { DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const CHAIN_ID = 31_990
type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } }

let anvil: AnvilInstance
let cloud: Cloud
let chain: CloudChain
const [treasury, sender] = getDevnetAccounts()
const attacker = privateKeyToAccount(generatePrivateKey()).address

async function rpc(url: string, method: string, params: unknown[] = []): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: DEMO_ORIGIN },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as RpcAnswer
}
const proxy = (method: string, params?: unknown[]) =>
  rpc(`${cloud.url}/v1/?chainId=eip155:${CHAIN_ID}&projectId=portico-demo`, method, params)
/** What the node itself says, read past the proxy. */
const node = async (method: string, params?: unknown[]) => (await rpc(anvil.rpcUrl, method, params)).result
const chainState = async () => ({
  block: await node('eth_blockNumber'),
  treasury: await node('eth_getBalance', [treasury?.address, 'latest']),
  attacker: await node('eth_getBalance', [attacker, 'latest']),
})

beforeAll(async () => {
  anvil = await startAnvil({ name: 'Proxy', chainId: CHAIN_ID, port: await freePort(), host: '127.0.0.1' })
  chain = {
    chainId: CHAIN_ID,
    name: 'Proxy',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
  }
  cloud = await startTestCloud('pglite', { chains: [chain] })
})
afterAll(async () => {
  await cloud?.close()
  await anvil?.stop()
})

describe('the RPC proxy serves reads and signed transactions only', () => {
  test.each([
    [
      'eth_sendUnsignedTransaction',
      () => [{ from: treasury?.address, to: attacker, value: toHex(parseEther('5')) }],
    ],
    ['anvil_setBalance', () => [attacker, toHex(parseEther('1000'))]],
    ['evm_mine', () => []],
    ['personal_sign', () => [toHex('let me in'), treasury?.address]],
    ['debug_traceTransaction', () => [`0x${'11'.repeat(32)}`]],
  ])('%s is refused with -32601 naming it, and nothing moves on the chain', async (method, params) => {
    const before = await chainState()
    const answer = await proxy(method, params())
    expect(answer.error).toEqual({ code: -32601, message: `Requested RPC call is not allowed: ${method}` })
    expect(await chainState()).toEqual(before)
  })

  test('eth_call and eth_getBalance answer as the node does', async () => {
    const call = [{ to: treasury?.address, data: '0x' }, 'latest']
    expect((await proxy('eth_call', call)).result).toEqual(await node('eth_call', call))
    const balance = [treasury?.address, 'latest']
    expect((await proxy('eth_getBalance', balance)).result).toEqual(await node('eth_getBalance', balance))
  })

  test('eth_sendRawTransaction sends a transaction the sender signed itself', async () => {
    if (!sender) throw new Error('no devnet account')
    const devnetChain = defineChain({
      id: CHAIN_ID,
      name: 'Proxy',
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    })
    const wallet = createWalletClient({ account: sender, chain: devnetChain, transport: http(anvil.rpcUrl) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const request = await wallet.prepareTransactionRequest({ to: recipient, value: 7n })
    const signed = await wallet.signTransaction(request)
    const answer = await proxy('eth_sendRawTransaction', [signed])
    expect(answer.error).toBeUndefined()
    // anvil mines an automined transaction after answering the send: on a busy machine its receipt comes later.
    const reader = createPublicClient({
      chain: devnetChain,
      transport: http(anvil.rpcUrl),
      pollingInterval: 50,
    })
    const receipt = await reader.waitForTransactionReceipt({ hash: answer.result as Hex })
    expect(receipt.status).toBe('success')
    expect(await node('eth_getBalance', [recipient, 'latest'])).toBe('0x7')
  })
})
