import { expect, test } from 'vitest'
import { installDevnetWallet } from '../evm/installDevnetWallet'
import { DEVNET_COSMOS_PROVIDER_GLOBAL } from './constants'

const CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Portico Devnet' }
const OSMOSIS = { chainId: 'osmosis-1', chainName: 'Osmosis', bech32Config: { bech32PrefixAccAddr: 'osmo' } }

/** A window as far as the install needs one: events, globals and localStorage. */
function fakeWindow(storage: Map<string, string>) {
  const target = new EventTarget() as EventTarget & Record<string, unknown>
  target.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  return target
}

test('the devnet wallet puts its Keplr-compatible part on the page; grants and suggested chains survive a reload', async () => {
  const storage = new Map<string, string>()
  const first = fakeWindow(storage)
  const installed = await installDevnetWallet({
    chains: [CHAIN],
    target: first as unknown as Window,
    solana: false,
  })
  const cosmos = installed.cosmos
  expect(cosmos).toBeDefined()
  expect(first[DEVNET_COSMOS_PROVIDER_GLOBAL]).toBe(cosmos?.provider)
  await cosmos?.provider.experimentalSuggestChain(OSMOSIS)
  await cosmos?.provider.enable(['cosmoshub-4', 'osmosis-1'])
  const address = (await cosmos?.provider.getKey('osmosis-1'))?.bech32Address
  first.dispatchEvent(new Event('pagehide'))

  const reloaded = fakeWindow(storage)
  const again = await installDevnetWallet({
    chains: [CHAIN],
    target: reloaded as unknown as Window,
    solana: false,
  })
  again.cosmos?.rejectNext() // a prompt now would fail
  await again.cosmos?.provider.enable(['cosmoshub-4', 'osmosis-1'])
  expect((await again.cosmos?.provider.getKey('osmosis-1'))?.bech32Address).toBe(address)

  const without = await installDevnetWallet({
    chains: [CHAIN],
    target: fakeWindow(new Map()) as unknown as Window,
    solana: false,
    cosmos: false,
  })
  expect(without.cosmos).toBeUndefined()
})
