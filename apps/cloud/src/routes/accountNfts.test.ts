import {
  type AnvilInstance,
  DEVNET_NFT_COLLECTION,
  DEVNET_TOKENS,
  type DevnetContracts,
  deployFixtures,
  freePort,
  getDevnetAccounts,
  type NftMetadataServer,
  readArtifact,
  startAnvil,
  startNftMetadataServer,
} from '@portico/devnet'
import {
  type Account,
  type Address,
  createWalletClient,
  defineChain,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hash,
  http,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CloudChain } from '../chains/cloudChain'
import type { Cloud } from '../startCloud'
import { BACKENDS, type Backend, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'
import { waitFor } from '../test/waitFor'
import type { AccountHistoryResponse } from './accountHistory'
import type { AccountNftsResponse } from './accountNfts'

/** The bound for a transfer to show (history's too). */
const VISIBLE_WITHIN_MS = 3000
/** Setup waits (the whole chain to index on a busy machine) are not timed assertions. */
const SETUP_WAIT_MS = 20_000
const CHAIN_ID = 31_341
const SPAM_COLLECTION = 'Claim your airdrop'

const accounts = getDevnetAccounts()
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
let anvil: AnvilInstance
let metadata: NftMetadataServer
let contracts: DevnetContracts
let chain: CloudChain
let spamVictim: Address

const walletOf = (account: Account) =>
  createWalletClient({
    account,
    chain: defineChain({
      id: CHAIN_ID,
      name: 'Nfts',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    }),
    transport: http(anvil.rpcUrl),
  }).extend(publicActions)

const mined = (account: Account, hash: Hash) =>
  walletOf(account).waitForTransactionReceipt({ hash, pollingInterval: 50 })

const sendNft = (from: Account, to: Address, tokenId: bigint) =>
  walletOf(from).writeContract({
    address: contracts.TILE,
    abi: erc721Abi,
    functionName: 'transferFrom',
    args: [from.address, to, tokenId],
  })

async function devnetRpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

beforeAll(async () => {
  metadata = await startNftMetadataServer({ host: '127.0.0.1' })
  anvil = await startAnvil({ name: 'Nfts', chainId: CHAIN_ID, port: await freePort(), host: '127.0.0.1' })
  contracts = await deployFixtures({ ...anvil, nftBaseUri: metadata.baseUri })
  chain = {
    chainId: CHAIN_ID,
    name: 'Nfts',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: DEVNET_TOKENS.map(({ symbol, name, decimals }) => ({
      address: contracts[symbol],
      name,
      symbol,
      decimals,
    })),
    blockTimeMs: 0,
  }
  // An unsolicited airdrop from a collection nobody asked for: SPEC §5 spam.
  spamVictim = freshAddress()
  const deployer = accounts[0]
  if (!deployer) throw new Error('missing devnet account')
  const { abi, bytecode } = readArtifact('DevnetCollection')
  const deployed = await mined(
    deployer,
    await walletOf(deployer).deployContract({
      abi,
      bytecode,
      args: [SPAM_COLLECTION, 'SPAM', metadata.baseUri, [spamVictim], 1n],
    }),
  )
  if (!deployed.contractAddress) throw new Error('spam collection not deployed')
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
  await metadata?.stop()
})

function read<T>(cloud: Cloud, path: string, params: Record<string, string> = {}) {
  return async (): Promise<T> => {
    const response = await fetch(cloudUrl(cloud, path, params), { headers: { origin: DEMO_ORIGIN } })
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return (await response.json()) as T
  }
}
const nftsOf = (cloud: Cloud, account: Address) =>
  read<AccountNftsResponse>(cloud, `/v1/account/${account}/nfts`)
const historyOf = (cloud: Cloud, account: Address) =>
  read<AccountHistoryResponse>(cloud, `/v1/account/${account}/history`)
const tokenIds = (answer: AccountNftsResponse) => answer.nfts.map((nft) => nft.tokenId)

/** Account i of the devnet received ids 2i+1 and 2i+2 at deploy. */
const fixtureIds = (index: number) => [2 * index + 1, 2 * index + 2].map(BigInt)

describe.each(BACKENDS)('the NFT indexer and /v1/account/{address}/nfts on %s', (backend: Backend) => {
  // Each backend moves its own account's tokens: the chain is shared by both.
  const holderIndex = backend === 'pglite' ? 4 : 5
  const holder = accounts[holderIndex]
  if (!holder) throw new Error('missing devnet account')
  const [firstId, secondId] = fixtureIds(holderIndex) as [bigint, bigint]
  let cloud: Cloud
  beforeAll(async () => {
    const policy = [new URL(metadata.baseUri).host]
    cloud = await startTestCloud(backend, { chains: [chain], nftMetadataHosts: policy })
  })
  afterAll(() => cloud?.close())

  test('lists the fixture NFTs of an account with name, image and collection, latest first', async () => {
    const answer = await waitFor(
      nftsOf(cloud, holder.address),
      (page) => page.nfts.length === 2 && page.nfts.every((nft) => nft.metadata === 'read'),
      SETUP_WAIT_MS,
    )
    const origin = new URL(metadata.baseUri).origin
    expect(answer.nfts).toEqual(
      [secondId, firstId].map((id) => ({
        chainId: `eip155:${CHAIN_ID}`,
        address: `eip155:${CHAIN_ID}:${getAddress(contracts.TILE)}`,
        tokenId: String(id),
        name: `Tile #${id}`,
        description: expect.stringContaining(DEVNET_NFT_COLLECTION.name),
        imageUrl: `${origin}/nft/${id}.svg`,
        collection: { name: DEVNET_NFT_COLLECTION.name, symbol: DEVNET_NFT_COLLECTION.symbol },
        metadata: 'read',
      })),
    )
    const image = await fetch(answer.nfts[0]?.imageUrl ?? '')
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
  })

  test('an ERC-20 and an ERC-721 transfer mined in one block each show as their kind; the NFT follows its owner', async () => {
    const receiver = freshAddress()
    await waitFor(nftsOf(cloud, holder.address), (page) => page.nfts.length === 2, SETUP_WAIT_MS)
    await devnetRpc('evm_setAutomine', [false])
    let hashes: Hash[]
    try {
      hashes = [
        await walletOf(holder).writeContract({
          address: contracts.DUSD,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, parseUnits('1.5', 6)],
        }),
        await sendNft(holder, receiver, firstId),
      ]
      await devnetRpc('evm_mine')
    } finally {
      await devnetRpc('evm_setAutomine', [true])
    }
    const receipts = await Promise.all(hashes.map((hash) => mined(holder, hash)))
    expect(new Set(receipts.map((receipt) => receipt.blockNumber)).size).toBe(1)

    const history = await waitFor(
      historyOf(cloud, receiver),
      (page) => page.data.length === 2,
      VISIBLE_WITHIN_MS,
    )
    const byKind = history.data.map((entry) => {
      const [transfer] = entry.transfers
      return transfer?.nft_info
        ? { nft: transfer.nft_info, fungible: transfer.fungible_info }
        : { fungible: transfer?.fungible_info?.symbol, amount: transfer?.quantity.numeric }
    })
    expect(byKind).toEqual([
      {
        nft: {
          name: `Tile #${firstId}`,
          content: { preview: { url: `${new URL(metadata.baseUri).origin}/nft/${firstId}.svg` } },
          flags: { is_spam: false },
        },
        fungible: undefined,
      },
      { fungible: 'DUSD', amount: '1.5' },
    ])
    expect(history.data[0]?.metadata).toMatchObject({ operationType: 'receive', sentFrom: holder.address })

    const kept = await waitFor(
      nftsOf(cloud, holder.address),
      (page) => page.nfts.length === 1,
      VISIBLE_WITHIN_MS,
    )
    expect(tokenIds(kept)).toEqual([String(secondId)])
    expect(tokenIds(await nftsOf(cloud, receiver)())).toEqual([String(firstId)])
    const sent = await historyOf(cloud, holder.address)()
    expect(sent.data[0]?.transfers[0]).toMatchObject({
      direction: 'out',
      nft_info: { name: `Tile #${firstId}` },
    })
  })

  test('a chain reorganised under the indexer gives the token back to whom the kept chain says', async () => {
    const receiver = freshAddress()
    const snapshot = await devnetRpc('evm_snapshot')
    await mined(holder, await sendNft(holder, receiver, secondId))
    await waitFor(nftsOf(cloud, receiver), (page) => page.nfts.length === 1, VISIBLE_WITHIN_MS)
    await devnetRpc('evm_revert', [snapshot])
    // Another block at the same height: the indexer sees its hash differ and rewinds.
    await mined(
      holder,
      await walletOf(holder).sendTransaction({ to: freshAddress(), value: parseEther('0.1') }),
    )
    const back = await waitFor(
      nftsOf(cloud, holder.address),
      (page) => page.nfts.length === 1,
      VISIBLE_WITHIN_MS,
    )
    expect(tokenIds(back)).toEqual([String(secondId)])
    expect((await nftsOf(cloud, receiver)()).nfts).toEqual([])
  })

  test('spam NFTs are left out of the account’s NFTs and flagged in its history (SPEC §5)', async () => {
    const history = await waitFor(
      historyOf(cloud, spamVictim),
      (page) => page.data.length === 1,
      SETUP_WAIT_MS,
    )
    expect(history.data[0]?.transfers[0]?.nft_info).toMatchObject({
      name: 'Tile #1',
      flags: { is_spam: true },
    })
    expect((await nftsOf(cloud, spamVictim)()).nfts).toEqual([])
  })

  test('the operator’s spam list hides a collection whose words look fine', async () => {
    const listing = await startTestCloud(backend, {
      chains: [chain],
      nftSpamContracts: [`eip155:${CHAIN_ID}:${contracts.TILE}`],
    })
    try {
      const owner = accounts[6]?.address ?? freshAddress()
      const history = await waitFor(historyOf(listing, owner), (page) => page.data.length > 0, SETUP_WAIT_MS)
      expect(
        history.data.find((entry) => entry.transfers[0]?.nft_info)?.transfers[0]?.nft_info?.flags,
      ).toEqual({
        is_spam: true,
      })
      expect((await nftsOf(listing, owner)()).nfts).toEqual([])
    } finally {
      await listing.close()
    }
    // A second cloud boots its database and indexes the chain from block 0: more than the default time.
  }, 90_000)
})

test('with no metadata host allowed the NFTs are listed unread, named by collection, with no image', async () => {
  const cloud = await startTestCloud('pglite', { chains: [chain] })
  try {
    const owner = accounts[7]
    if (!owner) throw new Error('missing devnet account')
    const answer = await waitFor(
      nftsOf(cloud, owner.address),
      (page) => page.nfts.length === 2 && page.nfts.every((nft) => nft.metadata === 'refused'),
      SETUP_WAIT_MS,
    )
    const [, id] = fixtureIds(7)
    expect(answer.nfts[0]).toEqual({
      chainId: `eip155:${CHAIN_ID}`,
      address: `eip155:${CHAIN_ID}:${getAddress(contracts.TILE)}`,
      tokenId: String(id),
      name: `${DEVNET_NFT_COLLECTION.name} #${id}`,
      collection: { name: DEVNET_NFT_COLLECTION.name, symbol: DEVNET_NFT_COLLECTION.symbol },
      metadata: 'refused',
    })
  } finally {
    await cloud.close()
  }
})
