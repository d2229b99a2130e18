import { describe, expect, it } from 'vitest'
import { InvalidNetworkError, UnsupportedChainNamespaceError } from '../errors/classes'
import type { ChainNamespace } from '../namespaces'
import { defineNetwork, type NetworkParameters } from './defineNetwork'

const valid = {
  id: 10,
  name: 'OP Mainnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'], webSocket: ['wss://example.org/ws'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://optimistic.etherscan.io' } },
} as const satisfies NetworkParameters

describe('defineNetwork', () => {
  it('derives the CAIP-2 id and defaults testnet to false', () => {
    const network = defineNetwork(valid)
    expect(network).toEqual({ ...valid, caipNetworkId: 'eip155:10', testnet: false })
  })

  it('keeps an explicit testnet flag and accepts a string reference outside eip155', () => {
    const network = defineNetwork({
      ...valid,
      id: 'cosmoshub-4',
      chainNamespace: 'cosmos',
      testnet: true,
    })
    expect(network.caipNetworkId).toBe('cosmos:cosmoshub-4')
    expect(network.testnet).toBe(true)
  })

  it('refuses an unknown namespace', () => {
    expect(() => defineNetwork({ ...valid, chainNamespace: 'tron' as ChainNamespace })).toThrow(
      UnsupportedChainNamespaceError,
    )
    expect(() => defineNetwork({ ...valid, chainNamespace: 'tron' as ChainNamespace })).toThrow(
      'Unsupported chain namespace: "tron"',
    )
  })

  it.each<[Partial<NetworkParameters>, string]>([
    [{ id: 0 }, 'Invalid network: eip155 id must be a positive integer, got 0'],
    [{ id: -1 }, 'Invalid network: eip155 id must be a positive integer, got -1'],
    [{ id: 1.5 }, 'Invalid network: eip155 id must be a positive integer, got 1.5'],
    [{ id: '10' }, 'Invalid network: eip155 id must be a positive integer, got "10"'],
    [
      { chainNamespace: 'solana', id: 5 },
      'Invalid network: solana id must be a CAIP-2 reference of 1 to 32 letters, digits, - or _, got 5',
    ],
    [
      { chainNamespace: 'bip122', id: 'a:b' },
      'Invalid network: bip122 id must be a CAIP-2 reference of 1 to 32 letters, digits, - or _, got "a:b"',
    ],
    [
      { chainNamespace: 'solana', id: 'x'.repeat(33) },
      `Invalid network: solana id must be a CAIP-2 reference of 1 to 32 letters, digits, - or _, got "${'x'.repeat(33)}"`,
    ],
    [{ name: ' ' }, 'Invalid network: name must not be empty'],
    [
      { nativeCurrency: { name: 'Ether', symbol: '', decimals: 18 } },
      'Invalid network: native currency symbol must not be empty',
    ],
    [
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } },
      'Invalid network: native currency decimals must be a non-negative integer, got -1',
    ],
    [
      { rpcUrls: { default: { http: [] } } },
      'Invalid network: at least one default http RPC URL is required',
    ],
    [{ rpcUrls: { default: { http: ['not a url'] } } }, 'Invalid network: RPC URL "not a url" is not a URL'],
    [
      { rpcUrls: { default: { http: ['ftp://example.org'] } } },
      'Invalid network: RPC URL "ftp://example.org" must use http: or https:',
    ],
    [
      { rpcUrls: { default: { http: ['https://example.org'], webSocket: ['https://example.org'] } } },
      'Invalid network: WebSocket RPC URL "https://example.org" must use ws: or wss:',
    ],
    [
      { blockExplorers: { default: { name: 'Scan', url: 'example.org' } } },
      'Invalid network: block explorer URL "example.org" is not a URL',
    ],
  ])('refuses %j', (override, message) => {
    const parameters = { ...valid, ...override } as NetworkParameters
    expect(() => defineNetwork(parameters)).toThrow(InvalidNetworkError)
    expect(() => defineNetwork(parameters)).toThrow(message)
  })
})
