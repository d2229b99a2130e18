import type { Connector } from '@portico/core'
import { expect, test } from 'vitest'
import { isExcludedConnector, isHiddenBrowserWallet, visibleConnectors } from './visibleConnectors'

const connector = (name: string, extra: Partial<Connector> = {}): Connector => ({
  id: name.toLowerCase().replaceAll(' ', '-'),
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...extra,
})

test('SPEC §5: a wallet is excluded by its rdns or its name, in any case', () => {
  const rabby = connector('Rabby', { info: { rdns: 'io.rabby' } })
  expect(isExcludedConnector(rabby, ['IO.RABBY'])).toBe(true)
  expect(isExcludedConnector(rabby, ['rabby'])).toBe(true)
  expect(isExcludedConnector(rabby, ['io.metamask', 'MetaMask'])).toBe(false)
})

test('SPEC §5: the generic Browser Wallet hides on desktop, and on mobile unless it is named or installed', () => {
  const generic = connector('Browser Wallet', { type: 'INJECTED' })
  expect(isHiddenBrowserWallet(generic, { mobile: false })).toBe(true)
  expect(isHiddenBrowserWallet(generic, { mobile: true })).toBe(true)
  expect(isHiddenBrowserWallet({ ...generic, installed: true }, { mobile: true })).toBe(false)
  expect(isHiddenBrowserWallet({ ...generic, info: { rdns: 'com.wallet' } }, { mobile: true })).toBe(false)
  expect(isHiddenBrowserWallet(connector('MetaMask', { type: 'INJECTED' }), { mobile: false })).toBe(false)
})

test('visibleConnectors applies both rules and keeps the order', () => {
  const list = [
    connector('MetaMask'),
    connector('Browser Wallet', { type: 'INJECTED' }),
    connector('Rabby'),
    connector('Ledger Live'),
  ]
  expect(
    visibleConnectors(list, { excluded: ['ledger live'], mobile: false }).map((entry) => entry.name),
  ).toEqual(['MetaMask', 'Rabby'])
})
