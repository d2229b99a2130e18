import { createPortico, type PorticoClient } from '../client/createPortico'
import type { PorticoOptions } from '../client/options'
import type { SocialLogin } from '../constants'
import type { EmbeddedWallet } from '../embeddedWallet/EmbeddedWallet'
import { createMemoryStorage, type StorageLike } from '../storage/StorageLike'
import { createTestEmbeddedWallet } from '../testing/createTestEmbeddedWallet'
import { createTestAdapter, mainnet, solanaMainnet, testConnector } from './fixtures'

export const FRAME_URL = 'http://127.0.0.1:4100/'
export const EMAIL = 'ada@example.com'
export const METAMASK = '0x1111111111111111111111111111111111111111'

type Frame = ReturnType<typeof createTestEmbeddedWallet>

export type TestPage = {
  client: PorticoClient
  wallet: EmbeddedWallet
  frame: Frame
  storage: StorageLike
  evm: ReturnType<typeof createTestAdapter>
  solana: ReturnType<typeof createTestAdapter>
  /** With `holdEvmReconnect`: lets the held EVM reconnect go on. */
  releaseEvm?: () => void
}

/**
 * A page load for the embedded wallet's unit tests: a client on the given storage and scripted frame (shared
 * between loads, as the real frame's is), with email and the given socials on as a project's configuration
 * would turn them on (no cloud here).
 */
export async function openPage({
  frame = createTestEmbeddedWallet(),
  storage = createMemoryStorage(),
  email = true,
  socials = false,
  holdEvmReconnect = false,
  networks = [mainnet, solanaMainnet],
  defaultAccountTypes,
}: {
  frame?: Frame
  storage?: StorageLike
  email?: boolean
  socials?: readonly SocialLogin[] | false
  /** Holds the EVM reconnect until `releaseEvm()`, as a slow wagmi reconnect is; the page is returned before it ends. */
  holdEvmReconnect?: boolean
  networks?: PorticoOptions['networks']
  defaultAccountTypes?: PorticoOptions['defaultAccountTypes']
} = {}): Promise<TestPage> {
  const evm = createTestAdapter('eip155', [
    { connector: testConnector('eip155', 'io.metamask'), address: METAMASK, chainId: 1 },
  ])
  const solana = createTestAdapter('solana', [])
  const releaseEvm = holdEvmReconnect ? evm.pauseNext() : undefined
  const client = createPortico({
    projectId: 'portico-demo',
    networks,
    ...(defaultAccountTypes ? { defaultAccountTypes } : {}),
    adapters: [evm.adapter, solana.adapter],
    storage,
    embeddedWallet: { frameUrl: FRAME_URL, load: frame.load },
  })
  if (!releaseEvm) await client.ready
  // SPEC §5: email and socials count as enabled only when the project's configuration says so.
  client.stores.features.setState((state) => ({ features: { ...state.features, email, socials } }))
  const wallet = await client.embeddedWallet()
  return { client, wallet, frame, storage, evm, solana, ...(releaseEvm ? { releaseEvm } : {}) }
}

/** Email login with the code the scripted frame mailed. */
export async function logIn(page: TestPage, email = EMAIL) {
  if (!(await page.wallet.requestEmailCode(email))) throw new Error('the code was not sent')
  // The person types the mailed code in the frame's own field.
  page.frame.typeCode(page.frame.codeFor(email) ?? '')
  if (!(await page.wallet.awaitEmailCode())) throw new Error('not logged in')
}
