import { createPublicClient, erc721Abi, http } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getDevnetAccounts } from '../accounts'
import { DEVNET_HOST, DEVNET_NFT_COLLECTION } from '../constants'
import { type DevnetContracts, deployFixtures } from '../deployFixtures'
import { freePort } from '../freePort'
import { readArtifact } from '../readArtifact'
import { type AnvilInstance, startAnvil } from '../startAnvil'
import { type NftMetadataServer, startNftMetadataServer } from './startNftMetadataServer'

const accounts = getDevnetAccounts()
let anvil: AnvilInstance
let metadata: NftMetadataServer
let contracts: DevnetContracts

beforeAll(async () => {
  metadata = await startNftMetadataServer({ host: DEVNET_HOST })
  anvil = await startAnvil({ name: 'Collection', chainId: 31_340, port: await freePort(), host: DEVNET_HOST })
  contracts = await deployFixtures({ ...anvil, nftBaseUri: metadata.baseUri })
})
afterAll(async () => {
  await anvil?.stop()
  await metadata?.stop()
})

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

test('the collection deploys with its name and gives each funded account its tokens, ids from 1', async () => {
  const collection = { address: contracts.TILE, abi: erc721Abi } as const
  expect(await client().readContract({ ...collection, functionName: 'name' })).toBe(
    DEVNET_NFT_COLLECTION.name,
  )
  const { perHolder } = DEVNET_NFT_COLLECTION
  for (const [index, account] of accounts.entries()) {
    expect(
      await client().readContract({ ...collection, functionName: 'balanceOf', args: [account.address] }),
    ).toBe(BigInt(perHolder))
    const firstId = BigInt(index * perHolder + 1)
    expect(await client().readContract({ ...collection, functionName: 'ownerOf', args: [firstId] })).toBe(
      account.address,
    )
  }
})

test('tokenURI points at metadata served locally, whose image is served locally too', async () => {
  const uri = await client().readContract({
    address: contracts.TILE,
    abi: erc721Abi,
    functionName: 'tokenURI',
    args: [3n],
  })
  expect(uri).toBe(`${metadata.baseUri}3`)
  expect(new URL(uri).hostname).toBe(DEVNET_HOST)
  const json = (await (await fetch(uri)).json()) as { name: string; image: string }
  expect(json.name).toBe('Tile #3')
  expect(new URL(json.image).origin).toBe(new URL(uri).origin)
  const image = await fetch(json.image)
  expect(image.headers.get('content-type')).toBe('image/svg+xml')
  expect(await image.text()).toContain('#3</text>')
})

test('a token that was never minted has no owner', async () => {
  await expect(
    client().readContract({
      address: contracts.TILE,
      abi: readArtifact('DevnetCollection').abi,
      functionName: 'ownerOf',
      args: [10_000n],
    }),
  ).rejects.toThrow(/ERC721NonexistentToken/)
})

test('the metadata server answers 404 outside its token paths', async () => {
  const origin = new URL(metadata.baseUri).origin
  expect((await fetch(`${origin}/nft/0`)).status).toBe(404)
  expect((await fetch(`${origin}/other`)).status).toBe(404)
})
