import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, freeDevnetPorts, startDevnet } from '@portico/devnet'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type CloudProcess, startCloudProcess } from '../../../../cloudProcess.shared'
import { createPortico } from '../client/createPortico'
import { defineNetwork } from '../networks/defineNetwork'
import { solanaMainnet } from '../test/fixtures'
import { createTestAdapter, testConnector } from '../testing/createTestAdapter'
import { createOnrampCheckout } from './createOnrampCheckout'
import { fetchOnrampOptions, purchaseCurrenciesOn } from './fetchOnrampOptions'
import { followOnrampOrder } from './followOnrampOrder'
import { OnrampError } from './OnrampError'
import { checkOnrampAmount, onrampLimits } from './onrampLimits'
import { onrampStoreOf } from './onrampStore'
import { quoteOnramp } from './quoteOnramp'
import { selectOnrampProvider } from './selectOnrampProvider'

// The real stack: the devnet (its on-ramp treasury funded) and the cloud reading its description, PGlite in memory.
let devnet: Devnet
let cloud: CloudProcess
let cloudOff: CloudProcess
let workDir: string

// A failure bound: a devnet and a cloud process start here (3 s in a measured run on two loaded cores).
beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portico-core-onramp-'))
  const devnetFile = join(workDir, 'devnet.json')
  devnet = await startDevnet({ ports: await freeDevnetPorts(), outFile: devnetFile })
  ;[cloud, cloudOff] = await Promise.all([
    startCloudProcess({ args: ['--devnet', devnetFile] }),
    startCloudProcess({ args: ['--devnet', devnetFile, '--onramp', 'off'] }),
  ])
}, 120_000)
afterAll(async () => {
  await Promise.all([cloud?.stop(), cloudOff?.stop()])
  await devnet?.stop()
  await rm(workDir, { recursive: true, force: true })
})

const l1 = () => {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('the devnet described no chain')
  return chain
}

/** A client connected on the devnet's first chain with a fresh address, so every DUSD it holds came from the on-ramp. */
async function connectedClient(apiUrl: string) {
  const chain = l1()
  const network = defineNetwork({
    id: chain.chainId,
    name: chain.name,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const address = privateKeyToAccount(generatePrivateKey()).address
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address, chainId: chain.chainId, balance: '0' },
  ])
  const client = createPortico({
    projectId: 'portico-demo',
    apiUrl,
    networks: [network],
    adapters: [evm.adapter],
    features: { analytics: false },
  })
  await client.ready
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  return { client, address, network }
}

const dusdBalance = (address: `0x${string}`) =>
  createPublicClient({ transport: http(l1().rpcUrl) }).readContract({
    address: l1().contracts.DUSD as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function pay(checkoutUrl: string, number: string) {
  return fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/49', cvc: '123' }),
  })
}

describe('options and limits', () => {
  test('the cloud sandbox sells DUSD on the active network, with SPEC §5 card limits', async () => {
    const { client, network } = await connectedClient(cloud.url)
    const options = await fetchOnrampOptions(client)
    expect(options.isDefault).toBe(false)
    expect(purchaseCurrenciesOn(options, network.caipNetworkId).map((currency) => currency.id)).toEqual(
      expect.arrayContaining(['ETH', 'DUSD']),
    )
    expect(onrampLimits(options, 'USD', 'card')).toMatchObject({ min: '10.00', max: '7500.00' })
    expect(onrampLimits(options, 'EUR', 'ACH_BANK_ACCOUNT')).toMatchObject({ min: '10.00', max: '25000.00' })
    expect(() => onrampLimits(options, 'GBP', 'card')).toThrow('payment currency not supported: GBP')
  })

  test('amounts are checked in whole cents: 5 and 7500.01 refused, 10 and 7500.00 taken, malformed ones named', () => {
    const card = { min: '10.00', max: '7500.00' }
    expect(checkOnrampAmount('5', card)).toBe('belowMinimum')
    expect(checkOnrampAmount('9.99', card)).toBe('belowMinimum')
    expect(checkOnrampAmount('10', card)).toBeUndefined()
    expect(checkOnrampAmount('7500.00', card)).toBeUndefined()
    expect(checkOnrampAmount('7500.01', card)).toBe('aboveMaximum')
    // Past 2^53 cents a float would round to the limit; bigints do not.
    expect(checkOnrampAmount('90071992547409.93', { min: '10.00', max: '90071992547409.92' })).toBe(
      'aboveMaximum',
    )
    for (const typed of ['', '0', '1.234', '1e3', '-10', '10,00', 'ten'])
      expect(checkOnrampAmount(typed, card)).toBe('invalidAmount')
  })
})

describe('buying 100 USD of DUSD by card', () => {
  test('quote, checkout, the test card pays: the order is followed to done and the quoted DUSD is on chain', async () => {
    const { client, address } = await connectedClient(cloud.url)
    selectOnrampProvider(client, 'meld')
    const store = onrampStoreOf(client)
    const quoting = quoteOnramp(client, { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '100' })
    expect(store.getState().quotesLoading).toBe(true)
    const result = await quoting
    expect(store.getState().quotesLoading).toBe(false)
    if (result.status !== 'estimated') throw new Error('expected a quote')
    // SPEC §9: meld takes 1%, rounded up to the cent.
    expect(result.quote.coinbaseFee).toEqual({ amount: '1.00', currency: 'USD' })
    expect(result.quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(result.quote.purchaseAmount.currency).toBe('DUSD')
    const quoted = parseUnits(result.quote.purchaseAmount.amount, 6)
    expect(quoted).toBeGreaterThan(0n)

    const { url, orderId } = await createOnrampCheckout(client, {
      purchaseCurrency: 'DUSD',
      paymentCurrency: 'USD',
      amount: '100',
    })
    expect(url).toBe(`${cloud.url}/onramp/checkout/${orderId}`)
    const following = followOnrampOrder(client, orderId, { intervalMs: 100 })
    expect((await pay(url, '4242 4242 4242 4242')).status).toBe(200)
    const order = await following
    expect(order).toMatchObject({ status: 'done', address, purchaseCurrency: 'DUSD' })
    expect(order.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(store.getState().order?.status).toBe('done')
    expect(await dusdBalance(address)).toBe(quoted)
  })

  test('the declining card fails the order with its reason and credits nothing', async () => {
    const { client, address } = await connectedClient(cloud.url)
    const { url, orderId } = await createOnrampCheckout(client, {
      purchaseCurrency: 'DUSD',
      paymentCurrency: 'USD',
      amount: '100',
    })
    const following = followOnrampOrder(client, orderId, { intervalMs: 100 })
    expect((await pay(url, '4000 0000 0000 0002')).status).toBe(402)
    const order = await following
    expect(order.status).toBe('failed')
    expect(order.failure).toMatch(/declined/)
    expect(onrampStoreOf(client).getState().error).toMatch(/declined/)
    expect(await dusdBalance(address)).toBe(0n)
  })

  test('an amount outside the limits is refused by the cloud with its reason, and no order is made', async () => {
    const { client } = await connectedClient(cloud.url)
    const refusal = createOnrampCheckout(client, {
      purchaseCurrency: 'DUSD',
      paymentCurrency: 'USD',
      amount: '5',
    })
    await expect(refusal).rejects.toThrow('amount outside the limits: 10.00 to 7500.00 USD')
    expect(onrampStoreOf(client).getState().error).toBe('amount outside the limits: 10.00 to 7500.00 USD')
  })

  test('following an order the cloud does not know ends with an error, and an abort stops the polling', async () => {
    const { client } = await connectedClient(cloud.url)
    await expect(followOnrampOrder(client, 'not-an-order', { intervalMs: 50 })).rejects.toThrow(OnrampError)
    // Well formed, 128 bits like a real id, but never made.
    await expect(followOnrampOrder(client, 'AAAAAAAAAAAAAAAAAAAAAA', { intervalMs: 50 })).rejects.toThrow(
      OnrampError,
    )
    const { orderId } = await createOnrampCheckout(client, {
      purchaseCurrency: 'DUSD',
      paymentCurrency: 'USD',
      amount: '10',
    })
    const stop = new AbortController()
    const following = followOnrampOrder(client, orderId, { intervalMs: 50, signal: stop.signal })
    stop.abort(new Error('modal closed'))
    await expect(following).rejects.toThrow('modal closed')
    expect(onrampStoreOf(client).getState().order?.status).toBe('pending')
  })

  test('a provider the project does not enable is refused', async () => {
    const { client } = await connectedClient(cloud.url)
    expect(() => selectOnrampProvider(client, 'unknown' as 'meld')).toThrow('on-ramp provider not enabled')
  })
})

describe('the provider stopped (SPEC §8: no invented price)', () => {
  test('options are the built-in defaults, marked; the quote is "estimate unavailable"; checkout is refused', async () => {
    const { client } = await connectedClient(cloudOff.url)
    const options = await fetchOnrampOptions(client)
    expect(options).toMatchObject({ isDefault: true, purchaseCurrencies: [] })
    expect(onrampLimits(options, 'USD', 'card')).toMatchObject({ min: '10.00', max: '7500.00' })
    expect(
      await quoteOnramp(client, { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '100' }),
    ).toEqual({ status: 'unavailable' })
    await expect(
      createOnrampCheckout(client, { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '100' }),
    ).rejects.toThrow('on-ramp provider unavailable')
  })

  test('a cloud that does not answer gives the defaults and no estimate either', async () => {
    // Nothing listens on port 9 of this machine.
    const { client } = await connectedClient('http://127.0.0.1:9')
    expect((await fetchOnrampOptions(client)).isDefault).toBe(true)
    expect(
      await quoteOnramp(client, { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', amount: '100' }),
    ).toEqual({ status: 'unavailable' })
  })
})

test('on a namespace without on-ramp (SPEC §1: EVM and Solana only) or a malformed amount, nothing is asked', async () => {
  const solana = createTestAdapter('solana', [])
  const client = createPortico({
    projectId: 'portico-demo',
    apiUrl: 'http://127.0.0.1:9',
    networks: [solanaMainnet],
    adapters: [solana.adapter],
  })
  await expect(
    quoteOnramp(client, { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '100' }),
  ).rejects.toThrow('Unsupported chain')
  await expect(
    quoteOnramp(client, { purchaseCurrency: 'SOL', paymentCurrency: 'USD', amount: '1.234' }),
  ).rejects.toThrow('not an amount: "1.234"')
})
