import { expect, test } from 'vitest'
import {
  changeBitcoinAddresses,
  describeSessionAccounts,
  forgetSessionAccounts,
} from './describeSessionAccounts'
import type { UniversalProviderInstance } from './loadUniversalProvider'
import type { WalletConnectSession } from './types'

const PAYMENT = 'bcrt1qxv9zf4z5zw3qsrk9f4ncrkq7tj0gwqvw8jnzf3'
const TAPROOT = 'bcrt1pq7mgqmqv3x8lpgrfvqpfv9m6kx7pm2wlzaxz2msn5wvtm8fqdmsqmfn9ec'
const NEXT_PAYMENT = 'bcrt1qnextpayment'
const NEXT_TAPROOT = 'bcrt1pnexttaproot'

/** The part of universal-provider read here: WalletConnect's key-value storage (a restore asks the wallet nothing). */
function providerWith(storage = new Map<string, unknown>()) {
  const provider = {
    session: undefined,
    client: {
      core: {
        storage: {
          getItem: async (key: string) => storage.get(key),
          setItem: async (key: string, value: unknown) => void storage.set(key, value),
          removeItem: async (key: string) => void storage.delete(key),
        },
      },
    },
  }
  return { provider: provider as unknown as UniversalProviderInstance, storage }
}

const session: WalletConnectSession = {
  topic: 'topic-1',
  namespaces: {
    bip122: {
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [{ address: PAYMENT }, { address: TAPROOT }],
    },
  },
}

test("bip122_addressesChanged: the wallet's new addresses, typed by intention, kept for a restore that asks nothing", async () => {
  const { provider, storage } = providerWith()
  const changed = await changeBitcoinAddresses(provider, session, [
    { address: NEXT_TAPROOT, intention: 'ordinal', publicKey: 'ab' },
    { address: NEXT_PAYMENT, intention: 'payment', publicKey: 'cd' },
  ])
  expect(changed?.namespaces.bip122?.accounts).toEqual([
    { address: NEXT_PAYMENT, type: 'payment', publicKey: 'cd' },
    { address: NEXT_TAPROOT, type: 'ordinal', publicKey: 'ab' },
  ])
  const restored = await describeSessionAccounts(provider, session, false)
  expect(restored.namespaces.bip122?.accounts.map(({ address }) => address)).toEqual([
    NEXT_PAYMENT,
    NEXT_TAPROOT,
  ])
  await forgetSessionAccounts(provider, session.topic)
  expect(storage.size).toBe(0)
  const fresh = await describeSessionAccounts(provider, session, false)
  expect(fresh.namespaces.bip122?.accounts).toEqual([
    { address: PAYMENT, type: 'payment' },
    { address: TAPROOT, type: 'ordinal' },
  ])
})

test('an event naming no intentions is typed by the account rule on its own addresses; an empty or foreign one changes nothing', async () => {
  const { provider } = providerWith()
  const changed = await changeBitcoinAddresses(provider, session, [
    { address: NEXT_PAYMENT },
    { address: NEXT_TAPROOT },
  ])
  expect(changed?.namespaces.bip122?.accounts).toEqual([
    { address: NEXT_PAYMENT, type: 'payment' },
    { address: NEXT_TAPROOT, type: 'ordinal' },
  ])
  expect(await changeBitcoinAddresses(provider, session, [])).toBeUndefined()
  expect(await changeBitcoinAddresses(provider, session, 'not a list')).toBeUndefined()
  expect(
    await changeBitcoinAddresses(provider, { topic: 't', namespaces: {} }, [{ address: NEXT_PAYMENT }]),
  ).toBeUndefined()
})
