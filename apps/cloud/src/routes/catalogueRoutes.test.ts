import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CATALOGUE_WALLETS, type CatalogueWallet } from '../catalogue/catalogueWallet'
import type { WalletEntry } from '../catalogue/queryWallets'
import { WALLET_ICON_NAMES } from '../catalogue/walletIconNames'
import { WALLETS_DEFAULT_ENTRIES } from '../constants'
import { INVALID_PROJECT_ID_MESSAGE, invalidParameterMessage, missingParameterMessage } from '../errors'
import type { Cloud } from '../startCloud'
import { BACKENDS, cloudUrl, DEMO_ORIGIN, startTestCloud } from '../test/testCloud'

const EVM_MAINNET = 'eip155:1'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'

/** SPEC §3: the entry the cloud must return for a catalogue wallet, computed from the data file. */
const entryOf = (wallet: CatalogueWallet): WalletEntry => ({
  id: wallet.id,
  name: wallet.name,
  image_id: wallet.id,
  rdns: wallet.rdns,
  chains: wallet.chains,
  mobile_link: wallet.mobile_link,
  desktop_link: wallet.desktop_link,
  webapp_link: wallet.webapp_link,
})

const page = (wallets: readonly CatalogueWallet[], number: number, entries: number) =>
  wallets.slice((number - 1) * entries, number * entries).map(entryOf)

describe.each(BACKENDS)('wallet catalogue routes on %s', (backend) => {
  let cloud: Cloud
  beforeAll(async () => {
    cloud = await startTestCloud(backend)
  })
  afterAll(() => cloud?.close())

  const getWallets = async (params: Record<string, string>) => {
    const response = await fetch(cloudUrl(cloud, '/getWallets', params), { headers: { origin: DEMO_ORIGIN } })
    expect(response.status).toBe(200)
    return (await response.json()) as { data: WalletEntry[]; count: number }
  }

  test('without filters: the first page of 40 and the whole catalogue counted', async () => {
    const body = await getWallets({})
    expect(body.count).toBe(CATALOGUE_WALLETS.length)
    expect(body.data).toEqual(page(CATALOGUE_WALLETS, 1, WALLETS_DEFAULT_ENTRIES))
  })

  test('paging walks the catalogue in order, the last page partly filled', async () => {
    const entries = 40
    const lastPage = Math.ceil(CATALOGUE_WALLETS.length / entries)
    const third = await getWallets({ page: '3', entries: String(entries) })
    expect(third.data).toEqual(page(CATALOGUE_WALLETS, 3, entries))
    const last = await getWallets({ page: String(lastPage), entries: String(entries) })
    expect(last.data).toEqual(page(CATALOGUE_WALLETS, lastPage, entries))
    expect(last.data.length).toBe(CATALOGUE_WALLETS.length - (lastPage - 1) * entries)
    const beyond = await getWallets({ page: String(lastPage + 1), entries: String(entries) })
    expect(beyond).toEqual({ data: [], count: CATALOGUE_WALLETS.length })
  })

  test('search matches names case-insensitively', async () => {
    const expected = CATALOGUE_WALLETS.filter((wallet) => wallet.name.toLowerCase().includes('wallet'))
    const body = await getWallets({ search: 'WALLET', entries: '100' })
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(page(expected, 1, 100))
  })

  test('search treats % and _ literally', async () => {
    const body = await getWallets({ search: '%' })
    expect(body).toEqual({ data: [], count: CATALOGUE_WALLETS.filter((w) => w.name.includes('%')).length })
  })

  test('include keeps only the listed ids, in catalogue order', async () => {
    const ids = ['zerion', 'metamask', 'no-such-wallet', 'xverse']
    const expected = CATALOGUE_WALLETS.filter((wallet) => ids.includes(wallet.id))
    const body = await getWallets({ include: ids.join(',') })
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(expected.map(entryOf))
  })

  test('exclude drops the listed ids and counts the rest', async () => {
    const ids = ['metamask', 'trust-wallet', 'phantom']
    const expected = CATALOGUE_WALLETS.filter((wallet) => !ids.includes(wallet.id))
    const body = await getWallets({ exclude: ids.join(','), entries: '4' })
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(page(expected, 1, 4))
  })

  test.each([[EVM_MAINNET], [SOLANA_MAINNET], [BITCOIN_MAINNET], [`${SOLANA_MAINNET},${BITCOIN_MAINNET}`]])(
    'chains %s keeps wallets supporting any of them',
    async (chains) => {
      const wanted = chains.split(',')
      const expected = CATALOGUE_WALLETS.filter((wallet) =>
        wallet.chains.some((chain) => wanted.includes(chain)),
      )
      const body = await getWallets({ chains, entries: '100', page: '2' })
      expect(body.count).toBe(expected.length)
      expect(body.data).toEqual(page(expected, 2, 100))
    },
  )

  test('a chain no wallet lists (a devnet) keeps every wallet of its namespace, beside exact matches', async () => {
    const namespaceOf = (chain: string) => chain.split(':')[0]
    const expected = CATALOGUE_WALLETS.filter(
      (wallet) =>
        wallet.chains.includes(SOLANA_MAINNET) ||
        wallet.chains.some((chain) => namespaceOf(chain) === 'eip155'),
    )
    const body = await getWallets({ chains: `eip155:31337,${SOLANA_MAINNET}`, entries: '100', page: '1' })
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(page(expected, 1, 100))
    expect(expected.length).toBeLessThan(CATALOGUE_WALLETS.length)
  })

  test('filters combine: chains, search, exclude and badge_type together', async () => {
    const expected = CATALOGUE_WALLETS.filter(
      (wallet) =>
        wallet.chains.includes(EVM_MAINNET) &&
        wallet.name.toLowerCase().includes('wallet') &&
        wallet.id !== 'trust-wallet' &&
        wallet.badge_type === 'certified',
    )
    const body = await getWallets({
      chains: EVM_MAINNET,
      search: 'wallet',
      exclude: 'trust-wallet',
      badge_type: 'certified',
    })
    expect(body.count).toBe(expected.length)
    expect(body.data).toEqual(expected.map(entryOf))
  })

  test('badge_type certified keeps certified wallets; none keeps all', async () => {
    const certified = CATALOGUE_WALLETS.filter((wallet) => wallet.badge_type === 'certified')
    expect((await getWallets({ badge_type: 'certified' })).count).toBe(certified.length)
    expect((await getWallets({ badge_type: 'none' })).count).toBe(CATALOGUE_WALLETS.length)
  })

  test('a catalogue page carries an ETag and Cache-Control; asking again with it is 304 without a body', async () => {
    const url = cloudUrl(cloud, '/getWallets', { page: '2' })
    const first = await fetch(url)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-z]+"$/)
    expect(first.headers.get('cache-control')).toBe('public, max-age=300')
    const again = await fetch(url, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const otherPage = await fetch(cloudUrl(cloud, '/getWallets', { page: '3' }))
    expect(otherPage.headers.get('etag')).not.toBe(etag)
  })

  test('entries above 100 are capped at 100 (SPEC §7: 100 for search)', async () => {
    expect((await getWallets({ entries: '500' })).data.length).toBe(100)
  })

  test('a bad page is 400 naming it; a missing sv is 400 naming it; an unknown project is invalid key', async () => {
    const badPage = await fetch(cloudUrl(cloud, '/getWallets', { page: '0' }))
    expect(badPage.status).toBe(400)
    expect(await badPage.json()).toEqual({ error: invalidParameterMessage('page') })
    const noSv = await fetch(cloudUrl(cloud, '/getWallets', { sv: undefined }))
    expect(noSv.status).toBe(400)
    expect(await noSv.json()).toEqual({ error: missingParameterMessage('sv') })
    const unknown = await fetch(cloudUrl(cloud, '/getWallets', { projectId: 'nope' }))
    expect(unknown.status).toBe(401)
    expect(await unknown.json()).toEqual({ error: INVALID_PROJECT_ID_MESSAGE })
  })

  test('a wallet with a packaged icon is served that SVG; one without gets its monogram', async () => {
    const metamask = await fetch(cloudUrl(cloud, '/getWalletImage/metamask'))
    expect(metamask.status).toBe(200)
    expect(metamask.headers.get('content-type')).toBe('image/svg+xml')
    const metamaskSvg = await metamask.text()
    expect(metamaskSvg).toContain('<svg')
    expect(metamaskSvg).toContain('#FF5C16')
    const plain = CATALOGUE_WALLETS.find((wallet) => !WALLET_ICON_NAMES[wallet.id])
    if (!plain) throw new Error('every wallet has a packaged icon')
    const monogram = await fetch(cloudUrl(cloud, `/getWalletImage/${plain.id}`))
    expect(monogram.status).toBe(200)
    expect(await monogram.text()).toContain('<text')
    expect((await fetch(cloudUrl(cloud, '/getWalletImage/no-such-wallet'))).status).toBe(404)
  })

  test('every catalogue wallet has an image', async () => {
    const statuses = await Promise.all(
      CATALOGUE_WALLETS.slice(0, 60).map(
        async (wallet) => (await fetch(cloudUrl(cloud, `/getWalletImage/${wallet.id}`))).status,
      ),
    )
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  test('asset, token and currency images are SVGs served by the cloud', async () => {
    const ethereum = await fetch(cloudUrl(cloud, `/public/getAssetImage/${encodeURIComponent(EVM_MAINNET)}`))
    expect(ethereum.headers.get('content-type')).toBe('image/svg+xml')
    expect(await ethereum.text()).toContain('<svg')
    const eth = await (await fetch(cloudUrl(cloud, '/public/getTokenImage/eth'))).text()
    expect(eth).toContain('<svg')
    expect(eth).not.toContain('<text')
    const unknownToken = await (await fetch(cloudUrl(cloud, '/public/getTokenImage/DDL'))).text()
    expect(unknownToken).toContain('>DDL</text>')
    const usd = await fetch(cloudUrl(cloud, '/public/getCurrencyImage/USD'))
    expect(usd.status).toBe(200)
    expect(await usd.text()).toContain('>$</text>')
  })
})
