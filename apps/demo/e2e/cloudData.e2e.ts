import { truncateAddress } from '@portico/core'
import { type Address, erc20Abi, formatUnits } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { displayedAmount } from './support/displayedAmount'
import { cloudUrl, demoWalletAddress, readDevnet } from './support/localStack'

type CloudToken = { symbol: string; name: string; quantity: { decimals: string; numeric: string } }

test('cloud data: the Connect view asks the cloud for its catalogue and shows what it answers', async ({
  page,
  request,
}) => {
  const cloud = await cloudUrl(request)
  await openDemo(page)
  // SPEC §7 GET /getWallets: the page's own recommended-wallets request, answered by the stack's cloud.
  const asked = page.waitForResponse((response) => response.url().startsWith(`${cloud}/getWallets?`))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const pageRequest = new URL((await asked).url())
  expect(pageRequest.searchParams.get('projectId')).toBe('portico-demo')
  expect(pageRequest.searchParams.get('page')).toBe('1')
  const { data } = (await (await request.get(pageRequest.toString())).json()) as { data: { name: string }[] }
  // The devnet chains are in no wallet's list, so the cloud answers with every EVM wallet's.
  expect(data.map(({ name }) => name)).toEqual(['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow'])

  const connect = modal(page, 'Connect Wallet')
  await expect(connect.getByRole('button', { name: /All Wallets/ })).toBeVisible()
  for (const { name } of data) await expect(connect.getByRole('button', { name })).toBeVisible()
})

test('cloud data: the account view lists DDL and DUSD as the cloud and the chain report them', async ({
  page,
  request,
}) => {
  const cloud = await cloudUrl(request)
  const { l1 } = await readDevnet(request)
  const address = demoWalletAddress()
  await openDemo(page)
  await connectDevnetWallet(page)

  // SPEC §7 GET /v1/account/{address}/balance, and the same balances read from anvil with viem.
  const answer = await request.get(
    `${cloud}/v1/account/${address}/balance?currency=usd&chainId=eip155:${l1.chainId}&projectId=portico-demo&st=portico&sv=0`,
  )
  const { balances } = (await answer.json()) as { balances: CloudToken[] }
  const devnet = (await (await request.get('/portico/devnet.json')).json()) as {
    chains: { chainId: number; contracts: Record<'DDL' | 'DUSD', Address> }[]
  }
  const contracts = devnet.chains.find((chain) => chain.chainId === l1.chainId)?.contracts
  if (!contracts) throw new Error('the devnet has no L1 contracts')

  await page.getByRole('button', { name: new RegExp(`^Account ${truncateAddress(address)}`) }).click()
  const tokens = modal(page, 'Account').getByRole('list', { name: 'Tokens' })
  for (const symbol of ['DDL', 'DUSD'] as const) {
    const fromCloud = balances.find((token) => token.symbol === symbol)
    if (!fromCloud) throw new Error(`the cloud reported no ${symbol}`)
    const [raw, decimals] = await Promise.all([
      l1.client.readContract({
        address: contracts[symbol],
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
      l1.client.readContract({ address: contracts[symbol], abi: erc20Abi, functionName: 'decimals' }),
    ])
    expect(fromCloud.quantity.numeric).toBe(formatUnits(raw, decimals))
    const row = tokens.getByRole('listitem').filter({ hasText: `${fromCloud.name}${symbol}` })
    await expect(row).toContainText(displayedAmount(fromCloud.quantity.numeric))
  }
})
