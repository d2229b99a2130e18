import type { Connector } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { type ConnectRow, connectRows } from './connectRows'
import { findConnectTarget } from './findConnectTarget'
import { listableConnectors } from './listableConnectors'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

const wallet = (id: string, rdns?: string) => ({ id, name: id, ...(rdns ? { rdns } : {}) })
const base = {
  featured: [],
  customWallets: [],
  recommended: [],
  recentIds: [],
  featuredIds: [],
  excluded: [],
  isMobile: false,
}
const ids = (rows: ConnectRow[]) =>
  rows.map((row) => (row.kind === 'connector' ? row.connector.id : row.wallet.id))

describe('connectRows (SPEC §5, §9)', () => {
  test('recent, then installed, featured, custom, external, recommended; adapter order kept within a group', () => {
    const rows = connectRows({
      ...base,
      connectors: [
        connector('ext', 'EXTERNAL'),
        connector('mm', 'ANNOUNCED'),
        connector('inj', 'INJECTED'),
        connector('rainbow', 'ANNOUNCED'),
        connector('multi', 'MULTI_CHAIN'),
      ],
      featured: [wallet('zerion')],
      customWallets: [wallet('mine')],
      recommended: [wallet('trust'), wallet('okx')],
      recentIds: ['rainbow'],
      featuredIds: ['zerion'],
    })
    expect(ids(rows)).toEqual(['rainbow', 'mm', 'inj', 'multi', 'zerion', 'mine', 'ext', 'trust', 'okx'])
    expect(rows.map((row) => row.group)).toEqual([
      'recent',
      'injected',
      'injected',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
      'recommended',
    ])
  })

  test('excluded wallets and the generic Browser Wallet on desktop are left out', () => {
    const rows = connectRows({
      ...base,
      connectors: [
        connector('mm', 'ANNOUNCED', { name: 'MetaMask' }),
        connector('browser', 'INJECTED', { name: 'Browser Wallet' }),
        connector('rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } }),
      ],
      excluded: ['io.rabby', 'METAMASK'],
    })
    expect(ids(rows)).toEqual([])
  })

  test('a catalogue wallet the browser already lists is not listed twice', () => {
    const rows = connectRows({
      ...base,
      connectors: [
        connector('io.metamask', 'ANNOUNCED', { info: { rdns: 'io.metamask' }, explorerId: 'mm' }),
      ],
      recommended: [wallet('mm'), wallet('mm2', 'io.metamask'), wallet('trust')],
    })
    expect(ids(rows)).toEqual(['io.metamask', 'trust'])
  })
})

describe('listableConnectors', () => {
  test('leaves out WalletConnect, the embedded wallet, duplicates and the members of a multi-chain wallet', () => {
    const solanaPhantom = connector('phantom', 'ANNOUNCED', { chain: 'solana' })
    const evmPhantom = connector('phantom', 'ANNOUNCED')
    const listed = listableConnectors({
      eip155: [
        connector('wc', 'WALLET_CONNECT'),
        connector('auth', 'AUTH'),
        connector('mm', 'ANNOUNCED'),
        connector('mm', 'ANNOUNCED'),
        evmPhantom,
        connector('phantom-multi', 'MULTI_CHAIN', { connectors: [evmPhantom, solanaPhantom] }),
      ],
      solana: [solanaPhantom, connector('solflare', 'ANNOUNCED', { chain: 'solana' })],
    })
    expect(listed.map((entry) => `${entry.chain}:${entry.id}`)).toEqual([
      'eip155:mm',
      'eip155:phantom-multi',
      'solana:solflare',
    ])
  })

  test('a multi-chain wallet whose members share its id is listed once, as the MULTI_CHAIN entry', () => {
    const evm = connector('dev.portico.wallet', 'ANNOUNCED')
    const solana = connector('dev.portico.wallet', 'ANNOUNCED', { chain: 'solana' })
    const multi = connector('dev.portico.wallet', 'MULTI_CHAIN', {
      chain: 'solana',
      connectors: [evm, solana],
    })
    const listed = listableConnectors({ eip155: [evm], solana: [multi] })
    expect(listed).toEqual([multi])
    // The same wallet's Bitcoin part, under the same id, stays in that one row.
    const bitcoin = connector('dev.portico.wallet', 'ANNOUNCED', { chain: 'bip122' })
    expect(listableConnectors({ eip155: [evm], solana: [multi], bip122: [bitcoin] })).toEqual([multi])
    const xverse = connector('wbip004:XverseProviders.BitcoinProvider', 'ANNOUNCED', { chain: 'bip122' })
    expect(listableConnectors({ solana: [multi], bip122: [bitcoin, xverse] })).toEqual([multi, xverse])
  })

  test('an EVM + Bitcoin wallet with no multi-chain entry is still one row, under the first namespace', () => {
    const evm = connector('dev.portico.wallet', 'ANNOUNCED')
    const bitcoin = connector('dev.portico.wallet', 'ANNOUNCED', { chain: 'bip122' })
    const xverse = connector('wbip004:XverseProviders.BitcoinProvider', 'ANNOUNCED', { chain: 'bip122' })
    expect(listableConnectors({ eip155: [evm], bip122: [bitcoin, xverse] })).toEqual([evm, xverse])
  })
})

describe('findConnectTarget', () => {
  test('prefers the active namespace and falls back to any namespace', () => {
    const byNamespace = {
      eip155: [connector('phantom', 'ANNOUNCED')],
      solana: [
        connector('phantom', 'ANNOUNCED', { chain: 'solana' }),
        connector('solflare', 'ANNOUNCED', { chain: 'solana' }),
      ],
    }
    expect(findConnectTarget(byNamespace, 'phantom', 'solana')?.chain).toBe('solana')
    expect(findConnectTarget(byNamespace, 'phantom', 'eip155')?.chain).toBe('eip155')
    expect(findConnectTarget(byNamespace, 'solflare', 'eip155')?.chain).toBe('solana')
    expect(findConnectTarget(byNamespace, undefined, 'eip155')).toBeUndefined()
  })
})
