import { DEVNET_NFT_COLLECTION, getDevnetAccounts } from '@portico/devnet'
import { type Address, createWalletClient, erc721Abi, http } from 'viem'
import { expect, test } from './fixtures'
import { connectDevnetWallet, modal, openDemo } from './support/demoPage'
import { demoWalletAddress, freshAddress, readDevnet } from './support/localStack'

/** The fixture tiles the demo wallet holds on the chain now (each funded account was minted `perHolder`). */
async function heldTiles(client: Awaited<ReturnType<typeof readDevnet>>['l1']['client'], tile: Address) {
  const owner = demoWalletAddress()
  const total = BigInt(getDevnetAccounts().length * DEVNET_NFT_COLLECTION.perHolder)
  const ids = Array.from({ length: Number(total) }, (_, index) => BigInt(index + 1))
  const owners = await Promise.all(
    ids.map((tokenId) =>
      client.readContract({ address: tile, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] }),
    ),
  )
  return ids.filter((_, index) => owners[index] === owner)
}

test('NFTs: the fixture tiles show with their images; one sent away on the devnet is gone after a refresh and Activity lists it', async ({
  page,
  request,
}) => {
  const { l1 } = await readDevnet(request)
  const devnet = (await (await request.get('/portico/devnet.json')).json()) as {
    chains: { chainId: number; contracts: { TILE: Address } }[]
  }
  const tile = devnet.chains.find((chain) => chain.chainId === l1.chainId)?.contracts.TILE as Address
  const held = await heldTiles(l1.client, tile)
  // Two on a fresh stack: one is sent away below and one must stay to be listed.
  expect(held.length).toBeGreaterThan(1)

  await openDemo(page)
  await connectDevnetWallet(page)
  await page.getByRole('button', { name: /^Account / }).click()
  const account = modal(page, 'Account')
  await account.getByRole('tab', { name: 'NFTs' }).click()
  const nfts = account.getByRole('list', { name: 'NFTs' }).getByRole('listitem')
  // Newest first, as the cloud lists them: compared as a set.
  const names = async () => (await nfts.allTextContents()).sort()
  const tiles = (ids: bigint[]) => ids.map((id) => `Tile #${id}${DEVNET_NFT_COLLECTION.name}`).sort()
  await expect.poll(names).toEqual(tiles(held))
  // Each image is the metadata server's SVG, loaded (not the fallback icon).
  for (const id of held) {
    const image = account.getByRole('img', { name: `Tile #${id}` })
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  }
  await page.keyboard.press('Escape')

  // The wallet's owner sends the first tile to a fresh address, outside the modal.
  const [sent, ...kept] = held as [bigint, ...bigint[]]
  const receiver = freshAddress()
  const owner = getDevnetAccounts()[1]
  if (!owner) throw new Error('devnet account 1 missing')
  const wallet = createWalletClient({ account: owner, transport: http(l1.rpcUrl) })
  const hash = await wallet.writeContract({
    address: tile,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [demoWalletAddress(), receiver, sent],
    chain: null,
  })
  expect((await l1.client.waitForTransactionReceipt({ hash })).status).toBe('success')

  // A refresh is opening the tab again; the cloud's indexer takes a moment to see the block.
  await expect(async () => {
    if (await account.isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /^Account / }).click()
    await modal(page, 'Account').getByRole('tab', { name: 'NFTs' }).click()
    await expect.poll(names, { timeout: 2_000 }).toEqual(tiles(kept))
  }).toPass({ timeout: 20_000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  // The tile came in when the devnet minted it and went out now: one Sent row names it.
  const rows = account.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem')
  await expect(rows.filter({ hasText: 'Sent' }).filter({ hasText: `Tile #${sent}` })).toHaveCount(1)
})
