import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ALREADY_EOA,
  ALREADY_SMART_ACCOUNT,
  type EvmAccountType,
  SMART_ACCOUNTS_NOT_ENABLED,
  setPreferredAccountType,
  UNKNOWN_ACCOUNT_TYPE,
} from '../accountType'
import { createMemoryStorage } from '../storage/StorageLike'
import { base, mainnet, solanaMainnet } from '../test/fixtures'
import { logIn, openPage } from '../test/openEmbeddedWalletPage'
import { createTestEmbeddedWallet } from '../testing/createTestEmbeddedWallet'
import type { Eip1193Provider } from './types'

const EOA = '0x2222222222222222222222222222222222222222'
const SMART = '0x3333333333333333333333333333333333333333'
// Smart accounts on mainnet (chain 1), not on base: the devnet's two chains in miniature.
const frameWithSmartAccounts = () => createTestEmbeddedWallet({ smartAccountNetworks: [1] })
const networks = [mainnet, base, solanaMainnet] as const

const evm = (page: Awaited<ReturnType<typeof openPage>>) =>
  page.client.getProvider('eip155') as Eip1193Provider

afterEach(() => {
  vi.useRealTimers()
})

const evmAccount = (page: Awaited<ReturnType<typeof openPage>>) => {
  const account = page.client.getAccount('eip155')
  return {
    address: account?.address,
    preferredAccountType: account?.preferredAccountType,
    userAddress: account?.user?.address,
    infoType: page.wallet.getInfo('eip155')?.accountType,
  }
}
const showing = (address: string, type: EvmAccountType) => ({
  address,
  preferredAccountType: type,
  userAddress: address,
  infoType: type,
})

describe('smart accounts after login (SPEC §3, §9)', () => {
  test('the networks are stored and the EVM account is the smart account by default', async () => {
    const page = await openPage({ frame: frameWithSmartAccounts(), networks: [...networks] })
    await logIn(page)
    expect(page.storage.getItem('@portico/smartAccountNetworks')).toBe(JSON.stringify(['eip155:1']))
    expect(evmAccount(page)).toEqual(showing(SMART, 'smartAccount'))
    expect(page.client.getAccount('eip155')?.smartAccountDeployed).toBe(false)
    expect(await evm(page).request({ method: 'eth_accounts' })).toEqual([SMART])
    // The smart account was set before the adapters connected: they saw it first.
    const calls = page.frame.calls
    expect(calls.indexOf('setPreferredAccount:smartAccount')).toBeLessThan(
      calls.indexOf('evm:eth_requestAccounts'),
    )
  })

  test('defaultAccountTypes eip155 eoa gives the EOA (appkit #5398), and nothing is set in the frame', async () => {
    const page = await openPage({
      frame: frameWithSmartAccounts(),
      networks: [...networks],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    await logIn(page)
    expect(evmAccount(page)).toEqual(showing(EOA, 'eoa'))
    expect(page.frame.calls).not.toContain('setPreferredAccount:eoa')
  })

  test('a frame without smart-account networks leaves the EOA', async () => {
    const page = await openPage({ networks: [...networks] })
    await logIn(page)
    expect(page.storage.getItem('@portico/smartAccountNetworks')).toBe('[]')
    expect(evmAccount(page)).toEqual(showing(EOA, 'eoa'))
  })

  test('smartAccountDeployed follows the frame user on a reload', async () => {
    const frame = frameWithSmartAccounts()
    const storage = createMemoryStorage()
    await logIn(await openPage({ frame, storage, networks: [...networks] }))
    frame.deploySmartAccount()
    const reloaded = await openPage({ frame, storage, networks: [...networks] })
    await expect.poll(() => reloaded.client.getAccount('eip155')?.smartAccountDeployed).toBe(true)
    expect(evmAccount(reloaded)).toEqual(showing(SMART, 'smartAccount'))
    expect(reloaded.wallet.getInfo('eip155')?.isSmartAccountDeployed).toBe(true)
  })

  test('the first send from an undeployed smart account deploys it: the user is read again after it', async () => {
    const page = await openPage({ frame: frameWithSmartAccounts(), networks: [...networks] })
    await logIn(page)
    const send = () => {
      const sent = evm(page).request({ method: 'eth_sendTransaction', params: [{ to: EOA, value: '0x1' }] })
      void vi
        .waitFor(() => expect(page.wallet.stores.pendingRequest.getState().requests).toHaveLength(1))
        .then(() => page.frame.approve())
      return sent
    }
    expect(page.client.getAccount('eip155')?.smartAccountDeployed).toBe(false)
    expect(await send()).toBe(`0x${'ab'.repeat(32)}`)
    await expect.poll(() => page.client.getAccount('eip155')?.smartAccountDeployed).toBe(true)
    expect(page.wallet.getInfo('eip155')?.isSmartAccountDeployed).toBe(true)
    expect(evmAccount(page)).toEqual(showing(SMART, 'smartAccount'))
  })
})

describe('setPreferredAccountType (SPEC §4)', () => {
  test('eoa ↔ smartAccount: the account state and the provider follow, and the choice wins after a new login', async () => {
    // Only the clock is fake: the second login waits out SPEC §5's 30 s email cooldown.
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const frame = frameWithSmartAccounts()
    const storage = createMemoryStorage()
    const page = await openPage({ frame, storage, networks: [...networks] })
    await logIn(page)
    const seen: unknown[] = []
    evm(page).on('accountsChanged', (accounts) => seen.push(accounts))

    await setPreferredAccountType(page.client, 'eoa')
    expect(evmAccount(page)).toEqual(showing(EOA, 'eoa'))
    expect(seen).toEqual([[EOA]])
    expect(JSON.parse(storage.getItem('@portico/preferredAccountTypes') ?? '{}')).toEqual({ eip155: 'eoa' })

    // The stored choice beats SPEC §9's smartAccount default at the next login.
    await page.wallet.signOut()
    vi.setSystemTime(Date.now() + 31_000)
    const next = await openPage({ frame, storage, networks: [...networks] })
    await logIn(next)
    expect(evmAccount(next)).toEqual(showing(EOA, 'eoa'))

    await setPreferredAccountType(next.client, 'smartAccount')
    expect(evmAccount(next)).toEqual(showing(SMART, 'smartAccount'))
    expect(await evm(next).request({ method: 'eth_accounts' })).toEqual([SMART])
  })

  test('the rule refuses: smartAccount twice, eoa twice, an unknown type, and smartAccount where none is enabled', async () => {
    const page = await openPage({ frame: frameWithSmartAccounts(), networks: [...networks] })
    await logIn(page)
    await expect(setPreferredAccountType(page.client, 'smartAccount')).rejects.toThrow(ALREADY_SMART_ACCOUNT)
    await expect(setPreferredAccountType(page.client, 'payment' as EvmAccountType)).rejects.toThrow(
      UNKNOWN_ACCOUNT_TYPE,
    )
    await page.client.switchNetwork(base)
    await expect.poll(() => evmAccount(page)).toEqual(showing(EOA, 'eoa'))
    await expect(setPreferredAccountType(page.client, 'smartAccount')).rejects.toThrow(
      SMART_ACCOUNTS_NOT_ENABLED,
    )
    await expect(setPreferredAccountType(page.client, 'eoa')).rejects.toThrow(ALREADY_EOA)
    expect(page.frame.calls.filter((call) => call.startsWith('setPreferredAccount'))).toEqual([
      'setPreferredAccount:smartAccount',
    ])
  })

  test('a network switch moves the account to that network’s active address and back', async () => {
    const page = await openPage({ frame: frameWithSmartAccounts(), networks: [...networks] })
    await logIn(page)
    await page.client.switchNetwork(base)
    await expect.poll(() => evmAccount(page)).toEqual(showing(EOA, 'eoa'))
    await page.client.switchNetwork(mainnet)
    await expect.poll(() => evmAccount(page)).toEqual(showing(SMART, 'smartAccount'))
  })

  test('without the embedded wallet connected there is nothing to switch', async () => {
    const page = await openPage({ frame: frameWithSmartAccounts(), networks: [...networks] })
    await expect(setPreferredAccountType(page.client, 'eoa')).rejects.toThrow(
      'Only the embedded wallet has an account type to switch',
    )
  })
})
