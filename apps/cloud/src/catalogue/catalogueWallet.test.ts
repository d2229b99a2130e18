import { describe, expect, test } from 'vitest'
import { CATALOGUE_WALLETS, walletIdFromName } from './catalogueWallet'

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

describe('the wallet catalogue data file', () => {
  test('holds at least 300 wallets, each id the slug of its name and unique', () => {
    expect(CATALOGUE_WALLETS.length).toBeGreaterThanOrEqual(300)
    for (const wallet of CATALOGUE_WALLETS) expect(wallet.id).toBe(walletIdFromName(wallet.name))
    expect(new Set(CATALOGUE_WALLETS.map((wallet) => wallet.id)).size).toBe(CATALOGUE_WALLETS.length)
  })

  test('every wallet lists CAIP-2 chains, and rdns values are unique reverse-DNS names', () => {
    for (const wallet of CATALOGUE_WALLETS) {
      expect(wallet.chains.length).toBeGreaterThan(0)
      for (const chain of wallet.chains) expect(chain).toMatch(CAIP2)
    }
    const rdns = CATALOGUE_WALLETS.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    for (const name of rdns) expect(name).toMatch(/^[a-z0-9-]+(\.[a-zA-Z0-9-]+)+$/)
  })

  test('links are URLs or app schemes; web links are https', () => {
    for (const wallet of CATALOGUE_WALLETS) {
      for (const link of [wallet.mobile_link, wallet.desktop_link]) {
        if (link) expect(link).toMatch(/^[a-z][a-z0-9+.-]*:\/\//)
      }
      if (wallet.webapp_link) expect(wallet.webapp_link).toMatch(/^https:\/\//)
    }
  })

  test('known wallets carry their public facts', () => {
    const byId = new Map(CATALOGUE_WALLETS.map((wallet) => [wallet.id, wallet]))
    expect(byId.get('metamask')?.rdns).toBe('io.metamask')
    expect(byId.get('rainbow')?.rdns).toBe('me.rainbow')
    expect(byId.get('coinbase-wallet')?.rdns).toBe('com.coinbase.wallet')
    expect(byId.get('phantom')?.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(byId.get('xverse')?.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])
  })

  test('walletIdFromName', () => {
    expect(walletIdFromName("D'CENT Wallet")).toBe('dcent-wallet')
    expect(walletIdFromName('Polkadot.js')).toBe('polkadot-js')
    expect(walletIdFromName('Bitcoin Wallet (Schildbach)')).toBe('bitcoin-wallet-schildbach')
  })
})
