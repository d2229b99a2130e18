import { type Devnet, freeDevnetPorts, getDevnetAccounts, startDevnet } from '@portico/devnet'
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainsFromDevnetDescription, solanaChainsFromDevnetDescription } from '../chains/chainsFromDevnet'
import { NATIVE_TOKEN_ADDRESS } from '../constants'
import type { Cloud } from '../startCloud'
import { devnetWallet } from '../test/devnetWallet'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import {
  ONRAMP_CARD_DECLINED_MESSAGE,
  ONRAMP_NOT_A_TEST_CARD_MESSAGE,
  ONRAMP_ORDER_NOT_PENDING_MESSAGE,
  ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE,
  onrampAmountOutsideLimitsMessage,
} from './onrampErrors'
import { DEFAULT_ONRAMP_OPTIONS } from './onrampOptions'
import type { OnrampOptions, OnrampOrderView, OnrampQuote } from './onrampSchemas'

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
const DECLINING_CARD = { number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' }

let devnet: Devnet
const evmTreasuryKey = generatePrivateKey()
const solanaTreasury = Keypair.generate()

function l1() {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('devnet without chains')
  return chain
}
const L1 = () => `eip155:${l1().chainId}`
const node = () => createPublicClient({ transport: http(l1().rpcUrl) })
const solana = () =>
  new Connection(devnet.solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.solana.wsUrl })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const dusdOf = (owner: Address) =>
  node().readContract({
    address: l1().contracts.DUSD,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

// A failure bound: startDevnet took 2–3 s on two loaded cores in a measured run (2.1 s quiet) and once over 120 s.
beforeAll(async () => {
  devnet = await startDevnet({ ports: await freeDevnetPorts() })
  // The treasury is funded like an operator would: ETH set on its account, DUSD bought from the fixture's open
  // faucet, SOL from the devnet's faucet. No test wallet signs with it.
  const treasury = privateKeyToAccount(evmTreasuryKey)
  await createTestClient({ mode: 'anvil', transport: http(l1().rpcUrl) }).setBalance({
    address: treasury.address,
    value: parseEther('100'),
  })
  const [funder] = getDevnetAccounts()
  if (!funder) throw new Error('devnet without accounts')
  await devnetWallet(l1(), funder).sendToken('DUSD', treasury.address, parseUnits('10000', 6))
  const airdrop = await solana().requestAirdrop(solanaTreasury.publicKey, 100 * LAMPORTS_PER_SOL)
  await solana().confirmTransaction(airdrop, 'confirmed')
}, 120_000)
afterAll(() => devnet?.stop())

describe.each(BACKENDS)('on-ramp sandbox (%s)', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend, {
      chains: chainsFromDevnetDescription(devnet),
      solanaChains: solanaChainsFromDevnetDescription(devnet),
      swapNetworks: devnet.chains.map((chain) => chain.chainId),
      onramp: { evmTreasuryKey, solanaTreasuryKey: solanaTreasury.secretKey },
    })
  }, 60_000)
  afterAll(() => cloud?.close())

  const post = (path: string, body: unknown) =>
    fetch(path.startsWith('http') ? path : cloudUrl(cloud, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: DEMO_ORIGIN },
      body: JSON.stringify(body),
    })
  const quote = (body: Record<string, unknown>) =>
    post('/v1/onramp/quote', { purchaseCurrency: 'DUSD', paymentCurrency: 'USD', network: L1(), ...body })
  async function order(address: string, asset: string, network: string, amount: string | number = '100') {
    const response = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, assets: [asset] }],
      defaultNetwork: network,
      defaultExperience: 'buy',
      presetFiatAmount: amount,
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const id = new URL(url).pathname.split('/').at(-1) ?? ''
    return { url, id, pay: (card: typeof GOOD_CARD) => post(`${url}/pay`, card) }
  }
  const status = async (id: string) =>
    (await (
      await fetch(cloudUrl(cloud, `/v1/onramp/orders/${id}`), { headers: { origin: DEMO_ORIGIN } })
    ).json()) as OnrampOrderView

  test('options list what the sandbox sells with SPEC §5’s limits', async () => {
    const response = await fetch(cloudUrl(cloud, '/v1/onramp/options'), { headers: { origin: DEMO_ORIGIN } })
    const options = (await response.json()) as OnrampOptions
    expect(options.providerUnavailable).toBe(false)
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    const dusd = options.purchaseCurrencies.find((currency) => currency.id === 'DUSD')
    expect(dusd?.networks).toContainEqual({
      name: L1(),
      display_name: l1().name,
      chain_id: String(l1().chainId),
      contract_address: l1().contracts.DUSD,
    })
    const eth = options.purchaseCurrencies.find((currency) => currency.id === 'ETH')
    expect(eth?.networks.map((network) => network.contract_address)).toEqual([
      NATIVE_TOKEN_ADDRESS,
      NATIVE_TOKEN_ADDRESS,
    ])
    const sol = options.purchaseCurrencies.find((currency) => currency.id === 'SOL')
    expect(sol?.networks).toEqual([
      expect.objectContaining({ name: devnet.solana.chainId, contract_address: '' }),
    ])
  })

  test('a quote takes the provider fee off the payment, to the cent', async () => {
    const response = await quote({ amount: '100' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as OnrampQuote
    expect(body).toMatchObject({
      coinbaseFee: { amount: '2.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { currency: 'DUSD' },
      estimateUnavailable: false,
    })
    // DUSD is priced from its pool at about $1: 98 USD buy about 98 DUSD.
    expect(Math.abs(Number(body.purchaseAmount.amount) - 98)).toBeLessThan(0.5)
    const meld = (await (await quote({ amount: '100', provider: 'meld' })).json()) as OnrampQuote
    expect(meld.coinbaseFee.amount).toBe('1.00')
  })

  test.each([
    ['5', 'card', '10.00', '7500.00'],
    ['7500.01', 'card', '10.00', '7500.00'],
    ['25000.01', 'ACH_BANK_ACCOUNT', '10.00', '25000.00'],
  ])('%s USD by %s is refused by the server (SPEC §5)', async (amount, paymentMethod, min, max) => {
    const response = await quote({ amount, paymentMethod })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: onrampAmountOutsideLimitsMessage(min, max, 'USD') })
    const generated = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: freshAddress(), assets: ['DUSD'] }],
      defaultNetwork: L1(),
      presetFiatAmount: amount,
      paymentMethod,
    })
    expect(generated.status).toBe(400)
  })

  test('bad inputs each get a clear error', async () => {
    expect(await (await quote({ amount: '1.005' })).json()).toEqual({
      error: 'amount must be a positive decimal with at most 2 decimals',
    })
    expect(await (await quote({ amount: '100', paymentCurrency: 'GBP' })).json()).toEqual({
      error: 'payment currency not supported: use USD or EUR',
    })
    expect(await (await quote({ amount: '100', network: 'eip155:1' })).json()).toEqual({
      error: 'this currency cannot be bought on this network',
    })
    const wrongAddress = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: 'not-an-address', assets: ['DUSD'] }],
      defaultNetwork: L1(),
      presetFiatAmount: 100,
    })
    expect(await wrongAddress.json()).toEqual({
      error: 'the destination address is not an address of this network',
    })
  })

  test('the checkout page is plain HTML under a strict CSP, with one script and one stylesheet', async () => {
    const { url } = await order(freshAddress(), 'DUSD', L1())
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html).toContain('<dt>You pay</dt><dd>100.00 USD</dd>')
    expect(html).toContain('<label for="card-number">Card number</label>')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    // No inline script or style: every script has a src, no style attribute or block.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull()
    expect(html).not.toMatch(/<style|style=/)
    const script = await fetch(new URL('/onramp/checkout/static/checkout.js', cloud.url))
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toContain("addEventListener('submit'")
    const style = await fetch(new URL('/onramp/checkout/static/checkout.css', cloud.url))
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect((await fetch(new URL('/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAA', cloud.url))).status).toBe(404)
  })

  test('100 USD of DUSD paid with the good card raise the wallet’s DUSD by exactly the quote; paying twice is refused', async () => {
    const wallet = freshAddress()
    const checkout = await order(wallet, 'DUSD', L1())
    const pending = await status(checkout.id)
    expect(pending).toMatchObject({ status: 'pending', paymentAmount: '100.00', purchaseCurrency: 'DUSD' })
    const before = await dusdOf(wallet)
    const paid = await checkout.pay(GOOD_CARD)
    expect(paid.status).toBe(200)
    const done = (await paid.json()) as OnrampOrderView
    expect(done.status).toBe('done')
    expect(done.transactionHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await dusdOf(wallet)) - before).toBe(parseUnits(pending.purchaseAmount, 6))
    const receipt = await node().getTransactionReceipt({ hash: done.transactionHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await status(checkout.id)).toEqual(done)

    const again = await checkout.pay(GOOD_CARD)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: ONRAMP_ORDER_NOT_PENDING_MESSAGE })
    expect((await dusdOf(wallet)) - before).toBe(parseUnits(pending.purchaseAmount, 6))
  })

  test('two payments of one order racing: one pays, the other is refused', async () => {
    const wallet = freshAddress()
    const checkout = await order(wallet, 'DUSD', L1(), '20')
    const answers = await Promise.all([checkout.pay(GOOD_CARD), checkout.pay(GOOD_CARD)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await dusdOf(wallet)).toBe(parseUnits((await status(checkout.id)).purchaseAmount, 6))
  })

  test('the declining card fails the order with a clear message and credits nothing', async () => {
    const wallet = freshAddress()
    const checkout = await order(wallet, 'DUSD', L1())
    const wrong = await checkout.pay({ ...GOOD_CARD, number: '5555 5555 5555 4444' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ error: ONRAMP_NOT_A_TEST_CARD_MESSAGE })
    expect((await status(checkout.id)).status).toBe('pending')
    const declined = await checkout.pay(DECLINING_CARD)
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ error: ONRAMP_CARD_DECLINED_MESSAGE })
    expect(await status(checkout.id)).toMatchObject({
      status: 'failed',
      failure: ONRAMP_CARD_DECLINED_MESSAGE,
      transactionHash: null,
    })
    expect(await dusdOf(wallet)).toBe(0n)
    const page = await (await fetch(checkout.url)).text()
    expect(page).toContain(ONRAMP_CARD_DECLINED_MESSAGE)
    expect(page).not.toContain('id="pay-form"')
  })

  test('ETH lands to the wei quoted', async () => {
    const wallet = freshAddress()
    const checkout = await order(wallet, 'ETH', L1(), '30')
    const { purchaseAmount } = await status(checkout.id)
    expect((await checkout.pay(GOOD_CARD)).status).toBe(200)
    expect(await node().getBalance({ address: wallet })).toBe(parseEther(purchaseAmount))
  })

  test('SOL lands on the Solana devnet to the lamport quoted', async () => {
    const wallet = Keypair.generate().publicKey
    const checkout = await order(wallet.toBase58(), 'SOL', devnet.solana.chainId, '15')
    const { purchaseAmount } = await status(checkout.id)
    const paid = (await (await checkout.pay(GOOD_CARD)).json()) as OnrampOrderView
    expect(paid.status).toBe('done')
    expect(BigInt(await solana().getBalance(wallet))).toBe(parseUnits(purchaseAmount, 9))
  })
})

describe('provider down (SPEC §8)', () => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud('pglite', {
      chains: chainsFromDevnetDescription(devnet),
      onramp: { provider: 'off', evmTreasuryKey },
    })
  }, 60_000)
  afterAll(() => cloud?.close())
  const post = (path: string, body: unknown) =>
    fetch(cloudUrl(cloud, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: DEMO_ORIGIN },
      body: JSON.stringify(body),
    })

  test('options answer the built-in defaults, marked as such', async () => {
    const response = await fetch(cloudUrl(cloud, '/v1/onramp/options'), { headers: { origin: DEMO_ORIGIN } })
    expect(await response.json()).toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(DEFAULT_ONRAMP_OPTIONS.providerUnavailable).toBe(true)
  })

  test('the quote is the placeholder, estimate unavailable, no price invented', async () => {
    const response = await post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'DUSD' },
      paymentCurrency: { id: 'USD' },
      amount: 100,
      network: L1(),
    })
    expect(await response.json()).toEqual({
      coinbaseFee: { amount: '', currency: 'USD' },
      networkFee: { amount: '', currency: 'USD' },
      paymentSubtotal: { amount: '', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '', currency: 'DUSD' },
      quoteId: '',
      estimateUnavailable: true,
    })
  })

  test('no order can be made', async () => {
    const response = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: freshAddress(), assets: ['DUSD'] }],
      defaultNetwork: L1(),
      presetFiatAmount: 100,
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: ONRAMP_PROVIDER_UNAVAILABLE_MESSAGE })
  })
})
