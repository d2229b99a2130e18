import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, test, vi } from 'vitest'
import { DEVNET_WALLET_NAME } from '../evm/constants'
import { installDevnetWallet } from '../evm/installDevnetWallet'
import { BITCOIN_PROVIDER_PATH } from './constants'

const CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Portico Devnet' }

/** A window as far as the install needs one: events, globals and localStorage. */
function fakeWindow(storage: Map<string, string>, globals: Record<string, unknown> = {}) {
  const target = Object.assign(new EventTarget(), globals) as EventTarget & Record<string, unknown>
  target.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  return target
}

const install = (target: EventTarget, bitcoin?: false | { network?: 'Mainnet'; walletStandard?: boolean }) =>
  installDevnetWallet({
    chains: [CHAIN],
    target: target as unknown as Window,
    solana: false,
    cosmos: false,
    ...(bitcoin !== undefined ? { bitcoin } : {}),
  })

test('the devnet wallet adds a WBIP004 Bitcoin provider beside other wallets; its trust survives a reload', async () => {
  const storage = new Map<string, string>()
  const other = { id: 'XverseProviders.BitcoinProvider', name: 'Xverse' }
  const first = fakeWindow(storage, { btc_providers: [other] })
  const installed = await install(first)
  const bitcoin = installed.bitcoin
  expect(first.btc_providers).toEqual([
    other,
    { id: BITCOIN_PROVIDER_PATH, name: DEVNET_WALLET_NAME, icon: expect.stringMatching(/^data:image\//) },
  ])
  expect((first.PorticoDevnetWallet as Record<string, unknown>).bitcoin).toBe(bitcoin?.provider)
  await bitcoin?.provider.request('wallet_connect', { addresses: ['payment', 'ordinals'] })
  first.dispatchEvent(new Event('pagehide'))

  const reloaded = fakeWindow(storage)
  const again = await install(reloaded)
  again.bitcoin?.rejectNext() // a prompt now would fail: the restore must not need one
  const restored = (await again.bitcoin?.provider.request('wallet_getAccount')) as {
    result: { addresses: { address: string }[] }
  }
  expect(restored.result.addresses.map((entry) => entry.address)).toEqual(
    bitcoin?.keys.map((key) => key.address),
  )
  expect(restored.result.addresses[0]?.address).toMatch(/^bcrt1q/)
})

test('a Bitcoin part on mainnet has mainnet addresses (coin type 0); false leaves the part out', async () => {
  const mainnet = await install(fakeWindow(new Map()), { network: 'Mainnet' })
  expect(mainnet.bitcoin?.keys.map((key) => key.address.slice(0, 4))).toEqual(['bc1q', 'bc1p'])
  expect(mainnet.bitcoin?.keys[0].path).toBe("m/84'/0'/0'/0/0")
  const without = await install(fakeWindow(new Map()), false)
  expect(without.bitcoin).toBeUndefined()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

test('with walletStandard, the same Bitcoin wallet is registered through the Wallet Standard too', async () => {
  const registered: Wallet[] = []
  const target = fakeWindow(new Map())
  // What a Wallet Standard app on the page would be handed: the register-wallet protocol, run by hand.
  target.addEventListener('wallet-standard:register-wallet', (event) =>
    (event as CustomEvent<(api: { register: (wallet: Wallet) => () => void }) => void>).detail({
      register: (wallet) => {
        registered.push(wallet)
        return () => undefined
      },
    }),
  )
  vi.stubGlobal('window', target)
  await install(fakeWindow(new Map()))
  expect(registered).toEqual([])
  const installed = await install(target, { walletStandard: true })
  const [standard] = registered
  expect(standard?.name).toBe(DEVNET_WALLET_NAME)
  expect(Object.keys(standard?.features ?? {})).toContain('bitcoin:connect')
  const connect = standard?.features['bitcoin:connect'] as {
    connect(input: { purposes: string[] }): Promise<{ accounts: { address: string }[] }>
  }
  const { accounts } = await connect.connect({ purposes: ['payment', 'ordinals'] })
  expect(accounts.map(({ address }) => address)).toEqual(
    installed.bitcoin?.keys.map(({ address }) => address),
  )
})
