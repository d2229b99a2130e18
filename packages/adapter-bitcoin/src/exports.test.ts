import { expect, test } from 'vitest'
import * as api from './index'

// Public API changes must be seen in review: this list is the package's surface.
test('exports', () => {
  expect(Object.keys(api).sort()).toEqual([
    'BITCOIN_CAPABILITIES',
    'bitcoin',
    'bitcoinRegtest',
    'bitcoinSignet',
    'bitcoinTestnet',
    'bitcoinTestnet4',
    'createBitcoinAdapter',
    'toBitcoinAccounts',
  ])
})
