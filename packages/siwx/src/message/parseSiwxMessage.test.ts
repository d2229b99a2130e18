import { expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors'
import { createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

const text = createSiwxMessage({
  accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'Abcdef123456',
  statement: 'Welcome back',
  issuedAt: '2026-01-01T00:00:00.000Z',
  resources: ['https://localhost:5173/terms'],
}).toString()

test('reads back every field, and only those present', () => {
  expect(parseSiwxMessage(text)).toEqual({
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    nonce: 'Abcdef123456',
    statement: 'Welcome back',
    issuedAt: '2026-01-01T00:00:00.000Z',
    resources: ['https://localhost:5173/terms'],
  })
})

test("reads EIP-4361's form with two empty lines where there is no statement", () => {
  const eip4361 = [
    'service.org wants you to sign in with your Ethereum account:',
    '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    '',
    '',
    'URI: https://service.org/login',
    'Version: 1',
    'Chain ID: 137',
    'Nonce: 32891756',
    'Issued At: 2021-09-30T16:25:24Z',
  ].join('\n')
  expect(parseSiwxMessage(eip4361)).toMatchObject({ chainId: 'eip155:137', nonce: '32891756' })
  expect(parseSiwxMessage(eip4361).statement).toBeUndefined()
})

test.each([
  ['plain text', 'hello', /Not a sign-in message: expected a first line "\{domain\} wants you to sign in/],
  ['an empty string', '', /expected a first line/],
  ['an unknown chain', text.replace('Solana account', 'Tezos account'), /unknown chain "Tezos"/],
  ['no URI line', text.replace('URI: ', 'Url: '), /expected "URI: …" on line 6/],
  [
    'fields out of order',
    text.replace('Version: 1\n', '').replace('Nonce:', 'Version: 1\nNonce:'),
    /expected "Version: …"/,
  ],
  [
    'a chain id of another namespace',
    text.replace('Chain ID: solana:', 'Chain ID: eip155:'),
    /is not a Solana chain id/,
  ],
  ['a trailing line', `${text}\nextra`, /unexpected line 13: "extra"/],
  ['Resources with no entry', text.replace(/\n- .*$/, ''), /expected "- \{uri\}" lines after "Resources:"/],
  ['a short nonce', text.replace('Nonce: Abcdef123456', 'Nonce: 1234'), /Invalid nonce "1234"/],
  ['a bad address', text.replace('GwAF45', 'GwAF0O'), /Invalid address/],
])('refuses %s, saying what it expected', (_name, input, error) => {
  expect(() => parseSiwxMessage(input)).toThrow(error)
  expect(() => parseSiwxMessage(input)).toThrow(InvalidSiwxMessageError)
})
