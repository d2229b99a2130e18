import type { Connector } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { findConnectTarget } from './findConnectTarget'
import { listableConnectors } from './listableConnectors'
import { orderConnectors } from './orderConnectors'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

describe('orderConnectors', () => {
  test('installed wallets (announced, injected, multi-chain) come before external ones, keeping adapter order', () => {
    const ordered = orderConnectors(
      [
        connector('ext', 'EXTERNAL'),
        connector('mm', 'ANNOUNCED'),
        connector('inj', 'INJECTED'),
        connector('multi', 'MULTI_CHAIN'),
      ],
      [],
    )
    expect(ordered.map((entry) => entry.connector.id)).toEqual(['mm', 'inj', 'multi', 'ext'])
    expect(ordered.map((entry) => entry.installed)).toEqual([true, true, true, false])
  })

  test('recent wallets come first, newest first, and are marked', () => {
    const ordered = orderConnectors(
      [
        connector('mm', 'ANNOUNCED'),
        connector('rainbow', 'ANNOUNCED'),
        connector('ext', 'EXTERNAL', { explorerId: 'cat-ext' }),
      ],
      [
        { id: 'cat-ext', name: 'ext' },
        { id: 'rainbow', name: 'rainbow' },
      ],
    )
    expect(ordered.map((entry) => [entry.connector.id, entry.recent])).toEqual([
      ['ext', true],
      ['rainbow', true],
      ['mm', false],
    ])
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
