import { describe, expect, test } from 'vitest'
import type { Connector } from '../types/connector'
import {
  getConnectorGroup,
  resolveConnectorTypeOrder,
  sortConnectorsByTypeOrder,
} from './sortConnectorsByTypeOrder'

const connector = (id: string, type: Connector['type'], explorerId?: string): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...(explorerId ? { explorerId } : {}),
})

const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const auth = connector('auth', 'AUTH')
const metamask = connector('io.metamask', 'ANNOUNCED', 'c57ca95b')
const injected = connector('injected', 'INJECTED')
const rabby = connector('io.rabby', 'ANNOUNCED', '18388be9')
const ledger = connector('ledger', 'EXTERNAL', 'ledger-id')
const safe = connector('safe', 'EXTERNAL', 'safe-id')
const custom = connector('my-wallet', 'EXTERNAL')
const ids = (connectors: Connector[]) => connectors.map((entry) => entry.id)

describe('sortConnectorsByTypeOrder (SPEC §9)', () => {
  test('walletConnect, recent, injected, featured, custom, external by default; the embedded wallet last', () => {
    const sorted = sortConnectorsByTypeOrder(
      [auth, safe, custom, ledger, injected, metamask, rabby, walletConnect],
      {
        recentIds: ['18388be9'],
        featuredIds: ['ledger-id'],
        customIds: ['my-wallet'],
      },
    )
    expect(ids(sorted)).toEqual([
      'walletConnect',
      'io.rabby',
      'injected',
      'io.metamask',
      'ledger',
      'my-wallet',
      'safe',
      'auth',
    ])
  })

  test('recent wallets follow the recent list, most recent first, matched by id or catalogue id', () => {
    const sorted = sortConnectorsByTypeOrder([metamask, rabby, injected], {
      recentIds: ['injected', 'c57ca95b'],
    })
    expect(ids(sorted)).toEqual(['injected', 'io.metamask', 'io.rabby'])
  })

  test('featured wallets follow featuredWalletIds order; an installed featured wallet stays injected', () => {
    const sorted = sortConnectorsByTypeOrder([safe, ledger, metamask], {
      featuredIds: ['safe-id', 'c57ca95b', 'ledger-id'],
    })
    expect(ids(sorted)).toEqual(['io.metamask', 'safe', 'ledger'])
    expect(getConnectorGroup(metamask, { featuredIds: ['c57ca95b'] })).toBe('injected')
  })

  test("a host's order comes first and the groups it leaves out follow in default order", () => {
    expect(resolveConnectorTypeOrder(['external', 'injected'])).toEqual([
      'external',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'recommended',
    ])
    const sorted = sortConnectorsByTypeOrder([walletConnect, metamask, ledger, rabby], {
      order: ['external', 'injected'],
      recentIds: ['io.rabby'],
    })
    expect(ids(sorted)).toEqual(['ledger', 'io.metamask', 'walletConnect', 'io.rabby'])
  })

  test('without options it only groups by type and keeps the given order within a group', () => {
    expect(ids(sortConnectorsByTypeOrder([ledger, rabby, walletConnect, metamask]))).toEqual([
      'walletConnect',
      'io.rabby',
      'io.metamask',
      'ledger',
    ])
  })

  test('does not change the list it was given', () => {
    const given = [ledger, walletConnect]
    sortConnectorsByTypeOrder(given)
    expect(ids(given)).toEqual(['ledger', 'walletConnect'])
  })
})
