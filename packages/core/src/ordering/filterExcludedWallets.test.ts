import { describe, expect, test } from 'vitest'
import type { WalletCatalogueEntry } from '../types/catalogue'
import type { Connector } from '../types/connector'
import { filterExcludedWallets, isWalletExcluded } from './filterExcludedWallets'

const entries: WalletCatalogueEntry[] = [
  { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' },
  { id: '18388be9', name: 'Rabby Wallet', rdns: 'io.rabby' },
  { id: 'fd20dc42', name: 'Trust Wallet', rdns: null },
]
const names = (wallets: { name: string }[]) => wallets.map((wallet) => wallet.name)

describe('filterExcludedWallets (SPEC §5)', () => {
  test('hides by rdns', () => {
    expect(names(filterExcludedWallets(entries, ['io.rabby']))).toEqual(['MetaMask', 'Trust Wallet'])
  })

  test('hides by name in another case', () => {
    expect(names(filterExcludedWallets(entries, ['trust WALLET']))).toEqual(['MetaMask', 'Rabby Wallet'])
  })

  test('hides by catalogue id', () => {
    expect(names(filterExcludedWallets(entries, ['c57ca95b']))).toEqual(['Rabby Wallet', 'Trust Wallet'])
  })

  test('a connector is matched by info.rdns and by its catalogue id', () => {
    const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
    expect(isWalletExcluded({ ...metamask, info: { rdns: 'io.metamask' } }, ['io.metamask'])).toBe(true)
    expect(isWalletExcluded({ ...metamask, id: 'mm', explorerId: 'c57ca95b' }, ['c57ca95b'])).toBe(true)
  })

  test('rdns and ids match exactly, not by part or case', () => {
    expect(names(filterExcludedWallets(entries, ['IO.RABBY', 'io', 'Rabby', 'C57CA95B']))).toEqual(
      names(entries),
    )
  })

  test('a wallet without rdns is not hidden by an empty or missing rdns', () => {
    expect(isWalletExcluded({ name: 'Trust Wallet', rdns: null }, ['null', 'undefined'])).toBe(false)
  })

  test('nothing excluded keeps everything', () => {
    expect(filterExcludedWallets(entries)).toEqual(entries)
    expect(filterExcludedWallets(entries, [])).toEqual(entries)
  })
})
