import { describe, expect, test } from 'vitest'
import { validateAddEthereumChainParameter } from './validateAddEthereumChainParameter'

const valid = {
  chainId: '0x7A6A',
  chainName: 'Portico Devnet L2',
  rpcUrls: ['http://127.0.0.1:9999'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUrls: ['https://explorer.example'],
  iconUrls: ['data:image/svg+xml;base64,PHN2Zy8+'],
}

describe('validateAddEthereumChainParameter', () => {
  test('accepts SPEC §7 fields and lower-cases the chain id', () => {
    expect(validateAddEthereumChainParameter(valid)).toEqual({ ...valid, chainId: '0x7a6a' })
  })

  test.each([
    ['a decimal chain id', { chainId: '31338' }, /chainId/],
    ['a chain id with a leading zero', { chainId: '0x07a6a' }, /chainId/],
    ['an empty name', { chainName: ' ' }, /chainName/],
    ['no rpc url', { rpcUrls: [] }, /rpcUrls/],
    ['a websocket rpc url', { rpcUrls: ['ws://127.0.0.1:1'] }, /rpcUrls/],
    [
      'a one-letter symbol',
      { nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } },
      /nativeCurrency/,
    ],
    ['6 decimals', { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }, /nativeCurrency/],
    ['a bad explorer url', { blockExplorerUrls: ['not a url'] }, /blockExplorerUrls/],
    ['a bad icon url', { iconUrls: ['javascript:alert(1)'] }, /iconUrls/],
  ])('refuses %s with invalid params', (_, change, message) => {
    expect(() => validateAddEthereumChainParameter({ ...valid, ...change })).toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringMatching(message) }),
    )
  })
})
