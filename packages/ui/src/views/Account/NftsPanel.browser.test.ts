import type { AccountNft } from '@portico/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { findInModal, modalShadow, resetPage, setupModal, WAIT } from '../../../test/modalHarness'
import { CLOUD_URL, type CloudAnswer, heldAnswer, scriptedCloud } from '../../../test/scriptedCloud'

afterEach(resetPage)

const ADDRESS = '0x1111111111111111111111111111111111111111'
const NFTS_PATH = `/v1/account/${ADDRESS}/nfts`
/** A real image the page can load with no host at all. */
const TILE_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
)}`
const nft = (tokenId: string, extra: Partial<AccountNft> = {}): AccountNft => ({
  chainId: 'eip155:1',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId,
  name: `Tile #${tokenId}`,
  imageUrl: TILE_IMAGE,
  collection: { name: 'Devnet Tiles', symbol: 'TILE' },
  metadata: 'read',
  ...extra,
})

/** The modal's NFTs tab for a connected wallet whose cloud answers the NFT route as scripted. */
async function openNfts(answer: (() => CloudAnswer | Promise<CloudAnswer>) | undefined, withCloud = true) {
  const cloud = scriptedCloud(answer ? { [NFTS_PATH]: answer } : {})
  const { client } = await setupModal({
    options: withCloud ? { apiUrl: CLOUD_URL, fetch: cloud.fetch, features: { analytics: false } } : {},
  })
  await client.connect({ namespace: 'eip155', connectorId: 'io.metamask' })
  client.open()
  await userEvent.click(await findInModal('[role="tab"]', 'NFTs'))
  return { client, cloud }
}

const panel = () => modalShadow()?.querySelector<HTMLElement>('[role="tabpanel"]')
const panelState = () => panel()?.querySelector('[data-panel-state]')?.getAttribute('data-panel-state')

describe('Account › NFTs', () => {
  test('loads the account’s NFTs on its network, then shows each with its image, name and collection', async () => {
    const held = heldAnswer({
      status: 200,
      body: {
        nfts: [nft('2'), nft('1', { imageUrl: undefined, name: 'Devnet Tiles #1', metadata: 'refused' })],
      },
    })
    const { cloud } = await openNfts(() => held.promise)
    await vi.waitFor(() => expect(panelState()).toBe('loading'), WAIT)
    expect(panel()?.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading NFTs')
    expect(cloud.requests.find((url) => url.pathname.endsWith('/nfts'))?.searchParams.get('chainId')).toBe(
      'eip155:1',
    )
    held.release()
    await vi.waitFor(() => expect(panelState()).toBe('filled'), WAIT)
    const rows = Array.from(panel()?.querySelectorAll('li') ?? [])
    expect(rows.map((row) => row.textContent)).toEqual(['Tile #2Devnet Tiles', 'Devnet Tiles #1Devnet Tiles'])
    const image = rows[0]?.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('Tile #2')
    await vi.waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0), WAIT)
    // A token whose metadata was refused shows the placeholder, never a broken image.
    expect(rows[1]?.querySelector('img')).toBeNull()
    expect(rows[1]?.querySelector('[data-fallback="true"]')).not.toBeNull()
  })

  test('an account with no NFTs says so for its network', async () => {
    await openNfts(() => ({ status: 200, body: { nfts: [] } }))
    await vi.waitFor(() => expect(panelState()).toBe('message'), WAIT)
    expect(panel()?.textContent).toBe('No NFTs to showNFTs this account holds on Ethereum show here.')
  })

  test('a cloud failure shows as one, and Try again reads again', async () => {
    const answers: CloudAnswer[] = [
      // A 4xx: core's cloud client retries 5xx answers by itself, so the view would not see this one.
      { status: 400, body: { error: 'invalid parameter: chainId' } },
      { status: 200, body: { nfts: [nft('7')] } },
    ]
    await openNfts(() => answers.shift() ?? { status: 500, body: {} })
    await vi.waitFor(() => expect(panelState()).toBe('error'), WAIT)
    expect(panel()?.textContent).toContain('NFTs are unavailable')
    expect(modalShadow()?.querySelector('ul[aria-label="NFTs"]')).toBeNull()
    await userEvent.click(await findInModal('button', 'Try again'))
    await vi.waitFor(() => expect(panelState()).toBe('filled'), WAIT)
    expect(panel()?.querySelector('li')?.textContent).toBe('Tile #7Devnet Tiles')
  })

  test('without a cloud nothing is read, and the tab says so', async () => {
    await openNfts(undefined, false)
    await vi.waitFor(() => expect(panelState()).toBe('message'), WAIT)
    expect(panel()?.textContent).toBe('NFTs are not read hereThis app reads no NFTs for Ethereum.')
  })
})
