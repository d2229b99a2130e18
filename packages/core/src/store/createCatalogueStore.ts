import { createStore } from 'zustand/vanilla'
import type { CustomWallet, PorticoOptions } from '../client/options'
import type { CloudClient } from '../cloud/createCloudClient'
import {
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_PAGE_SIZE,
  WALLETS_PAGE_SIZE,
} from '../constants'
import { filterExcludedWallets } from '../ordering/filterExcludedWallets'
import type { WalletCatalogueEntry } from '../types/catalogue'
import type { CaipNetwork } from '../types/network'

export type CatalogueOptions = Pick<
  PorticoOptions,
  'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds' | 'customWallets'
> & {
  /** The configured networks; the catalogue lists only wallets serving one of them. */
  networks?: readonly Pick<CaipNetwork, 'caipNetworkId'>[]
}

export type CreateCatalogueStoreParameters = {
  /** Portico Cloud; without it only the host's customWallets are known. */
  cloud?: CloudClient | undefined
  options: CatalogueOptions
}

export type CatalogueState = {
  /** Whether a cloud serves the catalogue; false is not an error, the modal shows local wallets only. */
  remote: boolean
  /** The host's customWallets, less excluded ones. */
  customWallets: WalletCatalogueEntry[]
  /** featuredWalletIds' wallets in the host's order, less installed ones (they show as injected). */
  featured: WalletCatalogueEntry[]
  /** Up to RECOMMENDED_WALLETS_COUNT wallets, less featured and installed ones. */
  recommended: WalletCatalogueEntry[]
  /** The All Wallets list, page after page. */
  wallets: WalletCatalogueEntry[]
  /** How many wallets the catalogue holds for this project; with `page`, tells when the end is reached. */
  count: number
  /** The last page appended to `wallets`; 0 before the first. */
  page: number
  searchQuery: string
  searchResults: WalletCatalogueEntry[]
  recommendedLoading: boolean
  pageLoading: boolean
  searchLoading: boolean
  /** The last catalogue call's failure, cleared when the next one starts. */
  error: Error | undefined
  /** SPEC §7: featured and recommended wallets; call when the Connect view opens. */
  fetchRecommended: () => Promise<void>
  /** SPEC §7: one page of WALLETS_PAGE_SIZE (from 1), appended to `wallets`. */
  fetchPage: (page: number) => Promise<void>
  /** SPEC §7, §9: search at WALLET_SEARCH_PAGE_SIZE, settling no sooner than WALLET_SEARCH_MIN_WAIT_MS after the search began; a newer query wins. */
  search: (query: string) => Promise<void>
  /** The rdns of installed or announced wallets, which the recommended list leaves out. */
  setInstalledRdns: (rdns: readonly string[]) => void
}

type GetWalletsResponse = { data: WalletCatalogueEntry[]; count: number }

type GetWalletsParameters = {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
}

function toEntry({ id, name, homepage, image_url, mobile_link, desktop_link, webapp_link }: CustomWallet) {
  const entry: WalletCatalogueEntry = {
    id,
    name,
    homepage,
    image_url,
    mobile_link,
    desktop_link,
    webapp_link,
  }
  return entry
}

const joined = (ids: readonly string[] | undefined) => (ids && ids.length > 0 ? ids.join(',') : undefined)

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createCatalogueStore({ cloud, options }: CreateCatalogueStoreParameters) {
  const excludeWalletIds = options.excludeWalletIds ?? []
  const featuredWalletIds = options.featuredWalletIds ?? []
  const chains = joined(options.networks?.map((network) => network.caipNetworkId))
  let installedRdns: readonly string[] = []
  let fetchedFeatured: WalletCatalogueEntry[] = []
  let fetchedRecommended: WalletCatalogueEntry[] = []
  let latestSearch = 0
  /** When the visitor began the search under way: typing on continues it rather than restarting the wait. */
  let searchStartedAt = 0

  async function getWallets(client: CloudClient, { include, exclude, ...rest }: GetWalletsParameters) {
    const response = await client.get<GetWalletsResponse>('/getWallets', {
      ...rest,
      include: joined(include),
      exclude: joined(exclude),
      chains,
    })
    if (!Array.isArray(response?.data)) throw new Error('/getWallets answered without a data list')
    // SPEC §5: excluded wallets never show, even if the cloud ignored `exclude` or they match by rdns or name.
    return {
      data: filterExcludedWallets(response.data, excludeWalletIds),
      count: Number(response.count) || 0,
    }
  }

  const notInstalled = (wallets: WalletCatalogueEntry[]) =>
    wallets.filter((wallet) => !wallet.rdns || !installedRdns.includes(wallet.rdns))

  const store = createStore<CatalogueState>()((set, get) => ({
    remote: cloud !== undefined,
    customWallets: filterExcludedWallets((options.customWallets ?? []).map(toEntry), excludeWalletIds),
    featured: [],
    recommended: [],
    wallets: [],
    count: 0,
    page: 0,
    searchQuery: '',
    searchResults: [],
    recommendedLoading: false,
    pageLoading: false,
    searchLoading: false,
    error: undefined,

    fetchRecommended: async () => {
      if (!cloud) return
      set({ recommendedLoading: true, error: undefined })
      try {
        const [featured, recommended] = await Promise.all([
          featuredWalletIds.length > 0
            ? getWallets(cloud, { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds })
            : { data: [] },
          getWallets(cloud, {
            page: 1,
            entries: RECOMMENDED_WALLETS_COUNT,
            include: options.includeWalletIds,
            exclude: [...excludeWalletIds, ...featuredWalletIds],
          }),
        ])
        const rank = (wallet: WalletCatalogueEntry) => featuredWalletIds.indexOf(wallet.id)
        fetchedFeatured = featured.data
          .filter((wallet) => rank(wallet) !== -1)
          .sort((a, b) => rank(a) - rank(b))
        fetchedRecommended = recommended.data
          .filter((wallet) => !featuredWalletIds.includes(wallet.id))
          .slice(0, RECOMMENDED_WALLETS_COUNT)
        set({
          featured: notInstalled(fetchedFeatured),
          recommended: notInstalled(fetchedRecommended),
          recommendedLoading: false,
        })
      } catch (error) {
        set({ recommendedLoading: false, error: error as Error })
      }
    },

    fetchPage: async (page) => {
      if (!cloud || get().pageLoading) return
      set({ pageLoading: true, error: undefined })
      try {
        const { data, count } = await getWallets(cloud, {
          page,
          entries: WALLETS_PAGE_SIZE,
          include: options.includeWalletIds,
          exclude: excludeWalletIds,
        })
        set((state) => {
          const known = new Set(state.wallets.map((wallet) => wallet.id))
          return {
            wallets: [...state.wallets, ...data.filter((wallet) => !known.has(wallet.id))],
            count,
            page,
            pageLoading: false,
          }
        })
      } catch (error) {
        set({ pageLoading: false, error: error as Error })
      }
    },

    search: async (query) => {
      const trimmed = query.trim()
      const id = ++latestSearch
      if (!trimmed) {
        set({ searchQuery: '', searchResults: [], searchLoading: false })
        return
      }
      if (!get().searchLoading) searchStartedAt = Date.now()
      set({ searchQuery: trimmed, searchResults: [], searchLoading: true, error: undefined })
      const request = cloud
        ? getWallets(cloud, {
            page: 1,
            entries: WALLET_SEARCH_PAGE_SIZE,
            search: trimmed,
            include: options.includeWalletIds,
            exclude: excludeWalletIds,
          }).then(({ data }) => data)
        : Promise.resolve(
            get().customWallets.filter((wallet) => wallet.name.toLowerCase().includes(trimmed.toLowerCase())),
          )
      // SPEC §9: results never show sooner than the minimum wait after the search began, so the list does
      // not flash; each keystroke does not wait anew (keystroke to results within 400 ms).
      const remaining = searchStartedAt + WALLET_SEARCH_MIN_WAIT_MS - Date.now()
      const [result] = await Promise.allSettled([request, wait(remaining)])
      if (id !== latestSearch) return
      if (result.status === 'fulfilled') set({ searchResults: result.value, searchLoading: false })
      else set({ searchResults: [], searchLoading: false, error: result.reason as Error })
    },

    setInstalledRdns: (rdns) => {
      installedRdns = [...rdns]
      set({ featured: notInstalled(fetchedFeatured), recommended: notInstalled(fetchedRecommended) })
    },
  }))
  return store
}

/** Whether All Wallets has more pages to fetch. */
export function selectHasMoreWallets(state: CatalogueState): boolean {
  return state.remote && (state.page === 0 || state.page * WALLETS_PAGE_SIZE < state.count)
}

/** The All Wallets grid: featured, custom, recommended, then the fetched pages, each wallet once. */
export function selectAllWallets(state: CatalogueState): WalletCatalogueEntry[] {
  const seen = new Set<string>()
  return [...state.featured, ...state.customWallets, ...state.recommended, ...state.wallets].filter(
    (wallet) => {
      if (seen.has(wallet.id)) return false
      seen.add(wallet.id)
      return true
    },
  )
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>
