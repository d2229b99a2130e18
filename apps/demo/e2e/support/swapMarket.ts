import type { APIRequestContext, Page } from '@playwright/test'
import { truncateAddress } from '@portico/core'
import { type Address, erc20Abi, parseAbi } from 'viem'
import { modal } from './demoPage'
import type { TestChain } from './localStack'

type Market = { router: Address; weth: Address }
type DevnetChainWithMarket = { chainId: number; contracts: { DUSD: Address; DDL: Address }; market: Market }

/** The L1 devnet chain's Uniswap V2 market and tokens, from the description the stack serves. */
export async function readMarket(request: APIRequestContext) {
  const { chains } = (await (await request.get('/portico/devnet.json')).json()) as {
    chains: DevnetChainWithMarket[]
  }
  const chain = chains.find((candidate) => candidate.chainId === 31337)
  if (!chain) throw new Error('the devnet has no chain 31337')
  return { ...chain.market, DUSD: chain.contracts.DUSD, DDL: chain.contracts.DDL }
}

const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint amountIn, address[] path) view returns (uint[] amounts)',
])

/** Router02's own quote of `amount` along `path`: what the modal's quote must show. */
export async function getAmountsOut(chain: TestChain, router: Address, amount: bigint, path: Address[]) {
  const amounts = await chain.client.readContract({
    address: router,
    abi: ROUTER_ABI,
    functionName: 'getAmountsOut',
    args: [amount, path],
  })
  return amounts[amounts.length - 1] as bigint
}

export const readToken = (chain: TestChain, token: Address, owner: Address) =>
  chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

export const readAllowance = (chain: TestChain, token: Address, owner: Address, spender: Address) =>
  chain.client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  })

/** The transactions `from` sent in blocks after `afterBlock`, with what each cost in wei (gas × price). */
export async function sentSince(chain: TestChain, from: Address, afterBlock: bigint) {
  // Not viem's block number cached for 4 s: the swap's blocks were mined within it.
  const latest = await chain.client.getBlockNumber({ cacheTime: 0 })
  const sent: { to: Address | null; fee: bigint; value: bigint }[] = []
  for (let number = afterBlock + 1n; number <= latest; number++) {
    const block = await chain.client.getBlock({ blockNumber: number, includeTransactions: true })
    for (const tx of block.transactions) {
      if (tx.from.toLowerCase() !== from.toLowerCase()) continue
      const receipt = await chain.client.getTransactionReceipt({ hash: tx.hash })
      sent.push({ to: tx.to, fee: receipt.gasUsed * receipt.effectiveGasPrice, value: tx.value })
    }
  }
  return sent
}

/** Opens the modal on Account from the page's account button, then the Swap view from its wallet features. */
export async function openModalSwap(page: Page, address: string) {
  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  await modal(page, 'Account')
    .getByRole('list', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Swap' })
    .click()
  return modal(page, 'Swap')
}

/** Picks the tokens by symbol and types the amount in the Swap view. */
export async function fillSwap(
  page: Page,
  { from, to, amount }: { from: string; to: string; amount: string },
) {
  const view = modal(page, 'Swap')
  for (const [label, symbol] of [
    ['You pay', from],
    ['You receive', to],
  ] as const) {
    const select = view.getByRole('combobox', { name: label })
    const value = await select
      .locator('option')
      .filter({ hasText: new RegExp(`^${symbol} ·`) })
      .getAttribute('value')
    await select.selectOption(value ?? '')
  }
  await view.getByRole('textbox', { name: 'Amount' }).fill(amount)
}
