import { expect, test } from 'vitest'
import { installDevnetWallet } from '../evm/installDevnetWallet'
import { DEVNET_POLKADOT_EXTENSION_KEY } from './constants'

const CHAIN = { chainId: 31337, rpcUrl: 'http://127.0.0.1:1', name: 'Portico Devnet' }

/** A window as far as the install needs one: events, globals and localStorage. */
function fakeWindow(storage: Map<string, string>) {
  const target = new EventTarget() as EventTarget & Record<string, unknown>
  target.localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  }
  return target
}

test("the devnet wallet joins window.injectedWeb3 beside other extensions; the site's allowance survives a reload", async () => {
  const storage = new Map<string, string>()
  const first = fakeWindow(storage)
  const other = { enable: async () => ({}) }
  first.injectedWeb3 = { talisman: other }
  const installed = await installDevnetWallet({
    chains: [CHAIN],
    target: first as unknown as Window,
    solana: false,
  })
  const injectedWeb3 = first.injectedWeb3 as Record<string, unknown>
  expect(injectedWeb3[DEVNET_POLKADOT_EXTENSION_KEY]).toBe(installed.polkadot?.provider)
  expect(injectedWeb3.talisman).toBe(other)
  await installed.polkadot?.provider.enable('app')
  first.dispatchEvent(new Event('pagehide'))

  const reloaded = fakeWindow(storage)
  const again = await installDevnetWallet({
    chains: [CHAIN],
    target: reloaded as unknown as Window,
    solana: false,
  })
  again.polkadot?.rejectNext() // a prompt now would fail
  const injected = await again.polkadot?.provider.enable('app')
  expect((await injected?.accounts.get())?.map((account) => account.address)).toEqual(
    installed.polkadot?.addresses,
  )

  const without = await installDevnetWallet({
    chains: [CHAIN],
    target: fakeWindow(new Map()) as unknown as Window,
    solana: false,
    polkadot: false,
  })
  expect(without.polkadot).toBeUndefined()
})
