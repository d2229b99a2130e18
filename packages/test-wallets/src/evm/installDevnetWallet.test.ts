import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, test, vi } from 'vitest'
import { DEVNET_SOLANA_WALLET_GRANT_KEY, PORTICO_SOLANA_DEVNET_CHAIN } from '../solana/constants'
import type { SolanaTestWalletFeatures } from '../solana/createSolanaTestWallet'
import type { Eip6963ProviderInfo } from './announceEip6963Provider'
import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME, DEVNET_WALLET_RDNS } from './constants'
import { installDevnetWallet } from './installDevnetWallet'

const CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Portico Devnet' }

/** A window as far as the install needs one: events and localStorage, no DOM. */
function fakeWindow(storage = new Map<string, string>()) {
  const target = new EventTarget() as EventTarget & { localStorage: Pick<Storage, 'getItem' | 'setItem'> }
  target.localStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
  }
  const announced: Eip6963ProviderInfo[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    announced.push((event as CustomEvent<{ info: Eip6963ProviderInfo }>).detail.info),
  )
  return { target, storage, announced, page: target as unknown as Window }
}

/** What a Wallet Standard app on that window would be handed: the register-wallet protocol, run by hand. */
function registeredOn(target: EventTarget): Wallet[] {
  const wallets: Wallet[] = []
  target.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: { register: (wallet: Wallet) => () => void }) => void>).detail({
      register: (wallet) => {
        wallets.push(wallet)
        return () => undefined
      },
    }),
  )
  return wallets
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('one call puts both parts of one multi-chain wallet in the page: EIP-6963 and the Wallet Standard', async () => {
  const { target, page, announced } = fakeWindow()
  vi.stubGlobal('window', target)
  const registry = getWallets()
  const installed = await installDevnetWallet({ chains: [CHAIN], target: page })

  const solana = registry.get().find((wallet) => wallet.name === DEVNET_WALLET_NAME)
  expect(solana).toBeDefined()
  expect(announced).toHaveLength(1)
  // Same name and icon on both sides, so core can group them into one MULTI_CHAIN connector.
  expect(announced[0]).toMatchObject({ name: solana?.name, icon: solana?.icon, rdns: DEVNET_WALLET_RDNS })
  expect(solana?.icon).toBe(DEVNET_WALLET_ICON)
  expect(solana?.chains).toContain(PORTICO_SOLANA_DEVNET_CHAIN)
  expect(Object.keys(solana?.features ?? {}).sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  expect(page.porticoDevnetWallet).toBe(installed)
  expect(installed.solana?.wallet).toBe(solana)
  // The EVM part's live getters survive the Solana part being added beside them.
  expect(installed.chainId).toBe(31337)
  installed.switchChain(31337)
  expect(installed.granted).toBe(false)
})

test('the Solana grant survives a reload: the next page connects silently, with no prompt', async () => {
  const first = fakeWindow()
  const firstWallets = registeredOn(first.target)
  vi.stubGlobal('window', first.target)
  const installed = await installDevnetWallet({ chains: [CHAIN], target: first.page })
  const [wallet] = firstWallets as (Wallet & { features: SolanaTestWalletFeatures })[]
  await wallet?.features['standard:connect'].connect()
  first.target.dispatchEvent(new Event('pagehide'))
  expect(first.storage.get(DEVNET_SOLANA_WALLET_GRANT_KEY)).toBe('true')

  const reloaded = fakeWindow(first.storage)
  const reloadedWallets = registeredOn(reloaded.target)
  vi.stubGlobal('window', reloaded.target)
  const again = await installDevnetWallet({ chains: [CHAIN], target: reloaded.page })
  again.solana?.rejectNext()
  const [restored] = reloadedWallets as (Wallet & { features: SolanaTestWalletFeatures })[]
  const { accounts } = (await restored?.features['standard:connect'].connect({ silent: true })) ?? {
    accounts: [],
  }
  expect(accounts.map((account) => account.address)).toEqual([installed.solana?.address])
})

test('solana: false installs the EVM part alone', async () => {
  const { target, page, announced } = fakeWindow()
  const wallets = registeredOn(target)
  vi.stubGlobal('window', target)
  const installed = await installDevnetWallet({ chains: [CHAIN], target: page, solana: false })
  expect(wallets).toEqual([])
  expect(announced).toHaveLength(1)
  expect(installed.solana).toBeUndefined()
})

test('on a page whose storage throws (about:blank, a sandboxed frame) it installs, and forgets its grants', async () => {
  const { target, page, announced } = fakeWindow()
  Object.defineProperty(target, 'localStorage', {
    get: () => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
    },
  })
  vi.stubGlobal('window', target)
  const installed = await installDevnetWallet({ chains: [CHAIN], target: page })
  expect(announced).toHaveLength(1)
  await installed.provider.request({ method: 'eth_requestAccounts' })
  expect(installed.granted).toBe(true)
  expect(() => target.dispatchEvent(new Event('pagehide'))).not.toThrow()
})
