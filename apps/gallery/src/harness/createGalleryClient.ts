import {
  base,
  type Connector,
  createMemoryStorage,
  createPortico,
  ethereum,
  type PorticoOptions,
  solana,
} from '@portico/core'
import { createTestAdapter } from '@portico/core/testing'
import { createPorticoUi } from '@portico/ui'
import { GALLERY_ADDRESS, GALLERY_POLKADOT } from '../fixtures/accountFixtures'
import { FIXTURE_CLOUD_URL, type FixtureCloudOptions, fixtureCloud } from '../fixtures/fixtureCloud'
import { LUMEN, MOSAIC, QUILL, TANDEM } from './galleryConnectors'

export type Theme = 'light' | 'dark'

export type GalleryClientOptions = {
  theme: Theme
  /** Where the embedded modal renders (core's enableEmbedded: inline, in the story). */
  container: HTMLElement
  locale?: string
  /** The wallets the page announces; three by default. */
  connectors?: Connector[]
  /** The chain the wallets are on; a chain the app does not list makes core show UnsupportedChain. */
  walletChainId?: number
  /** An address per wallet where it is not GALLERY_ADDRESS (several wallets at once). */
  walletAddresses?: Partial<Record<string, string>>
  /** A Polkadot extension on the page with these accounts (the visitor picks the active one). */
  polkadotAccounts?: [string, ...string[]]
  /** The fixture cloud's answers; without it the client runs with no cloud, as a host may. */
  cloud?: FixtureCloudOptions
  options?: Partial<PorticoOptions>
}

/**
 * A real core client with the real UI mounted in the story: state is prepared through core's
 * actions and stores, never passed to a view as props.
 */
export function createGalleryClient({
  theme,
  container,
  locale,
  connectors = [LUMEN, QUILL, TANDEM],
  walletChainId = 1,
  walletAddresses = {},
  polkadotAccounts,
  cloud,
  options = {},
}: GalleryClientOptions) {
  const wallets = createTestAdapter(
    'eip155',
    connectors.map((connector) => ({
      connector,
      address: walletAddresses[connector.id] ?? GALLERY_ADDRESS,
      chainId: walletChainId,
      balance: '1.234567',
    })),
  )
  // Polkadot reads no balances in SPEC §1; its extension hands over several accounts and selects none.
  const polkadotWallet = polkadotAccounts
    ? createTestAdapter(
        'polkadot',
        [{ connector: MOSAIC, address: polkadotAccounts[0], otherAddresses: polkadotAccounts.slice(1) }],
        { capabilities: { selectAccount: true, balance: false, send: false, activity: false } },
      )
    : undefined
  const client = createPortico(
    {
      projectId: 'portico-gallery',
      networks: [ethereum, base, solana, ...(polkadotWallet ? [GALLERY_POLKADOT] : [])],
      adapters: [wallets.adapter, ...(polkadotWallet ? [polkadotWallet.adapter] : [])],
      storage: createMemoryStorage(),
      enableEmbedded: true,
      themeMode: theme,
      termsConditionsUrl: 'https://portico.invalid/terms',
      privacyPolicyUrl: 'https://portico.invalid/privacy',
      features: { analytics: false },
      ...(cloud ? { apiUrl: FIXTURE_CLOUD_URL, fetch: fixtureCloud(cloud) } : {}),
      ui: createPorticoUi({ container, ...(locale ? { locale } : {}) }),
      ...options,
    },
    // A fixed clock: whatever core dates or caches reads the same on every run.
    { now: () => Date.UTC(2026, 10, 1, 12) },
  )
  return { client, wallets }
}

export type GalleryClient = ReturnType<typeof createGalleryClient>
