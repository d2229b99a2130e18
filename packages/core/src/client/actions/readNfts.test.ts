import { afterEach, expect, test } from 'vitest'
import { base, createTestAdapter, mainnet, solanaMainnet, testConnector } from '../../test/fixtures'
import { type Script, startScriptedServer } from '../../test/scriptedServer'
import type { AccountNft } from '../../types/nfts'
import { createPortico } from '../createPortico'
import { NftsUnavailableError } from './readNfts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const TILE: AccountNft = {
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '3',
  name: 'Tile #3',
  imageUrl: 'http://127.0.0.1:9000/nft/3.svg',
  collection: { name: 'Devnet Tiles', symbol: 'TILE' },
  metadata: 'read',
}

const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function setup(nfts: Script, { connect = true } = {}) {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: ADDRESS, chainId: 1, balance: '1' },
  ])
  const cloud = await startScriptedServer({ [`/v1/account/${ADDRESS}/nfts`]: nfts })
  servers.push(cloud)
  const client = createPortico({
    projectId: 'p',
    apiUrl: cloud.url,
    networks: [mainnet, base, solanaMainnet],
    adapters: [evm.adapter],
    features: { analytics: false },
  })
  await client.ready
  if (connect) await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  const nftRequests = () => cloud.requests.filter((request) => request.path.endsWith('/nfts'))
  return { client, nftRequests }
}

test('reads the connected account’s NFTs on its network from the cloud', async () => {
  const { client, nftRequests } = await setup([{ status: 200, body: { nfts: [TILE] } }])
  expect(await client.readNfts()).toEqual([TILE])
  expect(nftRequests().map((request) => request.query.get('chainId'))).toEqual(['eip155:1'])
})

test('a cloud failure or an answer that is no NFT list throws, so the view shows it failed', async () => {
  const { client } = await setup([{ status: 500, body: { error: 'internal server error' } }])
  await expect(client.readNfts()).rejects.toThrow()
  const other = await setup([{ status: 200, body: { balances: [] } }])
  await expect(other.client.readNfts()).rejects.toThrow(NftsUnavailableError)
})

test('asks nothing without a connected account or on a namespace the cloud does not index', async () => {
  const { client, nftRequests } = await setup([{ status: 200, body: { nfts: [TILE] } }], { connect: false })
  expect(await client.readNfts()).toBeUndefined()
  expect(await client.readNfts('solana')).toBeUndefined()
  expect(nftRequests()).toEqual([])
})
