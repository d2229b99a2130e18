import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, freeDevnetPorts, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../cloudProcess.shared'
import { createPortico } from '../client/createPortico'
import { formatDecimal } from '../format/formatDecimal'
import { porticoDevnet, porticoDevnetL2 } from '../networks/porticoDevnet'
import { createTestAdapter, testConnector } from '../test/fixtures'
import type { CaipNetwork } from '../types/network'
import { confirmSwap } from './confirmSwap'
import { swapStoreOf } from './createSwapStore'
import { loadSwapTokens } from './loadSwapTokens'
import type { CloudSwapToken } from './parseSwapResponses'
import { quoteSwap } from './quoteSwap'
import { devnetWallet, rpc, tokenBalance } from './test/devnetWallet'

// The real stack for swaps: both devnet chains with their Uniswap V2 market, the cloud's swap routes
// over them (swaps on the L1 only: the L2 has a market the cloud does not offer), a wallet anvil signs for.
let devnet: Devnet
let cloud: CloudProcess
let workDir: string
// A failure bound: a devnet and a cloud process start here (2 s in a measured run on two loaded cores).
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portico-core-swap-'))
  const devnetFile = join(workDir, 'devnet.json')
  devnet = await startDevnet({ ports: await freeDevnetPorts(), outFile: devnetFile })
  cloud = await startCloudProcess({
    args: ['--devnet', devnetFile, '--swap-networks', String(porticoDevnet.id)],
  })
}, 120_000)
afterAll(async () => {
  await cloud?.stop()
  await devnet?.stop()
  await rm(workDir, { recursive: true, force: true })
})

/** A client connected on `network` with the devnet account at `accountIndex`, every cloud request counted. */
async function connectedClient(accountIndex: number, network: CaipNetwork = porticoDevnet) {
  const chain = devnet.chains.find((candidate) => candidate.chainId === network.id)
  const address = devnet.accounts[accountIndex]
  if (!chain || !address) throw new Error('missing devnet chain or account')
  const onChain: CaipNetwork = { ...network, rpcUrls: { default: { http: [chain.rpcUrl] } } }
  const wallet = devnetWallet(chain.rpcUrl)
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address, chainId: network.id },
  ])
  const cloudRequests: string[] = []
  const client = createPortico({
    projectId: 'portico-demo',
    apiUrl: cloud.url,
    networks: [onChain],
    adapters: [{ ...evm.adapter, ...wallet.wallet }],
    // Both devnet chains have a market; which the cloud offers is its own configuration.
    swapNetworks: [porticoDevnet.id, porticoDevnetL2.id],
    fetch: (input, init) => {
      cloudRequests.push(new URL(String(input)).pathname)
      return fetch(input, init)
    },
  })
  await client.ready
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  await vi.waitFor(() => expect(client.getAccount()?.balance).toMatch(/^\d+\.\d{18}$/))
  const store = swapStoreOf(client)
  const token = (symbol: string) =>
    store.getState().tokens.find((candidate) => candidate.symbol === symbol) as CloudSwapToken
  const contract = (symbol: 'DUSD' | 'DDL') => chain.contracts[symbol]
  return { client, store, wallet, address, chain, token, contract, cloudRequests }
}

const convertRequests = (requests: string[]) => requests.filter((path) => path.startsWith('/v1/convert/'))

describe('swaps from core against the cloud on the devnet market', () => {
  test('1 ETH → DUSD: the quote less 1 % is the minimum, ETH falls by 1 plus gas, DUSD rises by at least the minimum', async () => {
    const { client, store, wallet, address, chain, token, contract } = await connectedClient(5)
    const tokens = await loadSwapTokens(client)
    expect(tokens.map((listed) => listed.symbol)).toEqual(expect.arrayContaining(['ETH', 'DUSD', 'DDL']))
    expect(store.getState()).toMatchObject({ status: 'ready', fromToken: { symbol: 'ETH' } })
    store.getState().setToToken(token('DUSD'))
    store.getState().setAmount('1')
    const quote = await quoteSwap(client)
    expect(quote?.fromAmount).toBe(10n ** 18n)
    expect(quote?.toAmountMin).toBe(((quote?.toAmount ?? 0n) * 99n) / 100n)
    expect(quote?.needsApproval).toBe(false)
    expect(quote?.networkFee).toBeGreaterThan(0n)
    expect(Number(quote?.price)).toBeGreaterThan(0)

    const ethBefore = BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']))
    const dusdBefore = await tokenBalance(chain.rpcUrl, contract('DUSD'), address)
    const hash = await confirmSwap(client)
    expect(wallet.sent.map((sent) => sent.hash)).toEqual([hash])
    // The cloud's gas estimate with headroom goes with the swap, never the wallet's own guess alone.
    expect(BigInt(wallet.sent[0]?.gas ?? 0)).toBeGreaterThan(100_000n)
    const ethAfter = BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']))
    expect(ethBefore - ethAfter).toBe(10n ** 18n + wallet.feeOf(hash))
    const dusdAfter = await tokenBalance(chain.rpcUrl, contract('DUSD'), address)
    expect(dusdAfter - dusdBefore).toBeGreaterThanOrEqual(quote?.toAmountMin ?? 0n)
    expect(store.getState()).toMatchObject({ status: 'done', hash, amount: '', quote: undefined })
    // The balances were read again after the swap.
    expect(client.getAccount()?.balance).toBe(formatDecimal(ethAfter, 18))
  })

  test('DUSD → DDL with no allowance: the approval goes first, then the swap; the next swap needs none', async () => {
    const { client, store, wallet, address, chain, token, contract } = await connectedClient(6)
    await loadSwapTokens(client)
    // First some DUSD, bought with ETH.
    store.getState().setToToken(token('DUSD'))
    store.getState().setAmount('1')
    await quoteSwap(client)
    await confirmSwap(client)
    await vi.waitFor(() =>
      expect(client.getAccount()?.tokenBalance?.some((held) => held.symbol === 'DUSD')).toBe(true),
    )

    store.getState().setFromToken(token('DUSD'))
    store.getState().setToToken(token('DDL'))
    store.getState().setAmount('100')
    expect((await quoteSwap(client))?.needsApproval).toBe(true)
    const ddlBefore = await tokenBalance(chain.rpcUrl, contract('DDL'), address)
    const sentBefore = wallet.sent.length
    await confirmSwap(client)
    const [approval, swap] = wallet.sent.slice(sentBefore)
    expect(approval?.to.toLowerCase()).toBe(contract('DUSD').toLowerCase())
    expect(approval?.data?.slice(0, 10)).toBe('0x095ea7b3') // approve(spender, amount)
    expect(swap?.to.toLowerCase()).toBe(chain.market.router.toLowerCase())
    expect(await tokenBalance(chain.rpcUrl, contract('DDL'), address)).toBeGreaterThan(ddlBefore)

    store.getState().setFromToken(token('DUSD'))
    store.getState().setToToken(token('DDL'))
    store.getState().setAmount('50')
    expect((await quoteSwap(client))?.needsApproval).toBe(false)
    const again = wallet.sent.length
    await confirmSwap(client)
    expect(wallet.sent.slice(again).map((sent) => sent.to.toLowerCase())).toEqual([
      chain.market.router.toLowerCase(),
    ])
  })

  test('an amount above the balance is "Insufficient balance" before any request or wallet prompt', async () => {
    const { client, store, wallet, token, cloudRequests } = await connectedClient(7)
    await loadSwapTokens(client)
    store.getState().setToToken(token('DUSD'))
    store.getState().setAmount('1000000000')
    const before = convertRequests(cloudRequests).length
    await expect(quoteSwap(client)).rejects.toThrow('Insufficient balance')
    await expect(confirmSwap(client)).rejects.toThrow('Insufficient balance')
    expect(convertRequests(cloudRequests)).toHaveLength(before)
    expect(wallet.sent).toEqual([])
    expect(store.getState()).toMatchObject({ amount: '1000000000', error: { issue: 'insufficientBalance' } })
  })

  test("'Network not supported for Swaps': before any request off the host's swap networks, and as the cloud says it", async () => {
    const l2 = await connectedClient(8, porticoDevnetL2)
    // The client lists the L2, the cloud does not offer it: the cloud's refusal, in SPEC §8's words.
    await expect(loadSwapTokens(l2.client)).rejects.toMatchObject({
      issue: 'unsupportedNetwork',
      message: 'Network not supported for Swaps',
    })
    expect(convertRequests(l2.cloudRequests)).toEqual(['/v1/convert/tokens'])

    const { client, cloudRequests } = await connectedClient(8)
    client.options.swapNetworks = []
    await expect(loadSwapTokens(client)).rejects.toThrow('Network not supported for Swaps')
    expect(convertRequests(cloudRequests)).toEqual([])
  })

  test('the wallet rejects the swap: the form, its quote and the balance are kept', async () => {
    const { client, store, wallet, address, chain, token } = await connectedClient(9)
    await loadSwapTokens(client)
    store.getState().setToToken(token('DDL'))
    store.getState().setAmount('0.5')
    const quote = await quoteSwap(client)
    const ethBefore = await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])
    wallet.rejectNextPrompt()
    await expect(confirmSwap(client)).rejects.toMatchObject({ issue: 'rejected' })
    expect(store.getState()).toMatchObject({
      status: 'quoted',
      amount: '0.5',
      fromToken: { symbol: 'ETH' },
      toToken: { symbol: 'DDL' },
      quote,
      error: { message: 'The wallet rejected the request' },
    })
    expect(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest'])).toBe(ethBefore)
  })
})
