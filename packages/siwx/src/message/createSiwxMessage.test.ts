import type { SiwxMessageData } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors'
import { createSiwxMessage } from './createSiwxMessage'

const base: SiwxMessageData = {
  accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
  chainId: 'eip155:1',
  domain: 'service.org',
  uri: 'https://service.org/login',
  version: '1',
  nonce: '32891756abc',
}

test('eip155 is EIP-4361 text: Ethereum, EIP-55 address, the numeric chain id, every field in order', () => {
  const message = createSiwxMessage({
    ...base,
    statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
    issuedAt: '2021-09-30T16:25:24Z',
    expirationTime: '2021-10-30T16:25:24Z',
    notBefore: '2021-09-30T16:25:24Z',
    requestId: 'abc-1',
    resources: [
      'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      'https://example.com/claim.json',
    ],
  })
  expect(message.toString()).toBe(
    [
      'service.org wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891756abc',
      'Issued At: 2021-09-30T16:25:24Z',
      'Expiration Time: 2021-10-30T16:25:24Z',
      'Not Before: 2021-09-30T16:25:24Z',
      'Request ID: abc-1',
      'Resources:',
      '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      '- https://example.com/claim.json',
    ].join('\n'),
  )
  expect(message.accountAddress).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
  expect(`${message}`).toBe(message.toString())
})

test('without a statement one empty line separates the address from URI, and absent fields have no line', () => {
  expect(createSiwxMessage(base).toString()).toBe(
    [
      'service.org wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      'URI: https://service.org/login',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 32891756abc',
    ].join('\n'),
  )
})

describe.each([
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1'],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  [
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    'Polkadot',
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  ],
  ['cosmos:cosmoshub-4', 'Cosmos', 'cosmos1xl9uuvjd7uweq0uvtyk7ysv5tvxuau3z5uj3vv'],
])('%s', (chainId, chainName, accountAddress) => {
  test(`signs in with a ${chainName} account and writes the whole CAIP-2 id as Chain ID`, () => {
    const lines = createSiwxMessage({ ...base, chainId, accountAddress })
      .toString()
      .split('\n')
    expect(lines[0]).toBe(`service.org wants you to sign in with your ${chainName} account:`)
    expect(lines[1]).toBe(accountAddress)
    expect(lines).toContain(`Chain ID: ${chainId}`)
  })
})

describe('refuses fields that are not valid, saying which', () => {
  test.each<[Partial<SiwxMessageData>, RegExp]>([
    [{ domain: 'https://service.org' }, /Invalid domain "https:\/\/service.org": expected a host/],
    [{ domain: '' }, /Invalid domain/],
    [{ accountAddress: '0x1234' }, /Invalid address "0x1234": expected 0x and 40 hexadecimal/],
    [{ accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756cc2' }, /valid EIP-55 checksum/],
    [{ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, /Invalid address .*base58 ed25519 public key/],
    [{ chainId: 'eip155' }, /Invalid chain id "eip155": expected a CAIP-2 id/],
    [{ chainId: 'eip155:0x1' }, /an eip155 reference is a decimal number/],
    [
      { chainId: 'tron:0x2b6653dc' },
      /Unsupported chain namespace "tron": expected one of eip155, solana, bip122/,
    ],
    [{ uri: 'service.org/login' }, /Invalid uri "service.org\/login": expected an absolute URI/],
    [{ version: '2' }, /Invalid version "2": expected "1"/],
    [{ nonce: 'abc123' }, /Invalid nonce "abc123": expected at least 8 letters and digits/],
    [{ nonce: 'abc-1234-xyz' }, /Invalid nonce/],
    [{ statement: 'two\nlines' }, /Invalid statement: expected one line/],
    [{ issuedAt: 'yesterday' }, /Invalid issuedAt "yesterday": expected an ISO-8601 date-time/],
    [{ expirationTime: '2021-02-30T00:00:00' }, /Invalid expirationTime/],
    [{ notBefore: '2021-13-01T00:00:00Z' }, /Invalid notBefore/],
    [{ requestId: 'a b' }, /Invalid requestId/],
    [{ resources: ['not a uri'] }, /Invalid resource "not a uri"/],
    [
      {
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      },
      /Invalid address "tb1q.*": expected an address of Bitcoin mainnet/,
    ],
    [
      {
        chainId: 'bip122:000000000933ea01ad0ee984209779ba',
        accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      },
      /expected an address of Bitcoin testnet/,
    ],
    [
      {
        chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        accountAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      },
      /expected an address of Bitcoin regtest/,
    ],
  ])('%o', (change, error) => {
    expect(() => createSiwxMessage({ ...base, ...change })).toThrow(error)
    expect(() => createSiwxMessage({ ...base, ...change })).toThrow(InvalidSiwxMessageError)
  })
})
