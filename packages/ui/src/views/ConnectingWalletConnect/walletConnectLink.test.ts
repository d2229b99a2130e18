import { expect, test } from 'vitest'
import { walletConnectLink } from './walletConnectLink'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'
const ENCODED = encodeURIComponent(URI)

test('a native scheme, a bare scheme and a universal link all open the wallet on the pairing', () => {
  expect(walletConnectLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  expect(walletConnectLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  expect(walletConnectLink('metamask', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
  expect(walletConnectLink('https://keys.coinbase.com', URI)).toBe(
    `https://keys.coinbase.com/wc?uri=${ENCODED}`,
  )
  expect(walletConnectLink('https://wallet.example/app/', URI)).toBe(
    `https://wallet.example/app/wc?uri=${ENCODED}`,
  )
})
