import { isOriginAllowed } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { checkAllowedOrigin } from './checkAllowedOrigin'

describe('checkAllowedOrigin', () => {
  test.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['  HTTPS://App.Example.com/ ', 'https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://localhost:*', 'http://localhost:*'],
    ['https://*.example.com', 'https://*.example.com'],
    ['https://*.*.example.co.uk:8443', 'https://*.*.example.co.uk:8443'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
    ['*', '*'],
  ])('%s is stored as %s', (value, origin) => {
    expect(checkAllowedOrigin(value)).toEqual({ origin })
  })

  test.each([
    ['app.example.com', 'missing scheme: write it as https://app.example.com'],
    ['//app.example.com', 'missing scheme: write it as https://app.example.com'],
    [
      'https://app.example.com/login',
      'an origin has no path, query or fragment: write https://app.example.com',
    ],
    [
      'https://app.example.com?x=1',
      'an origin has no path, query or fragment: write https://app.example.com',
    ],
    ['ftp://files.example.com', 'only http:// and https:// pages have an origin'],
    ['chrome-extension://abcdef', 'only http:// and https:// pages have an origin'],
    ['https://user:pw@app.example.com', 'an origin has no user name or password'],
    ['https://app.example.com:99999', 'the port must be a number from 1 to 65535, or *'],
    ['https://app.example.com:', 'the port must be a number from 1 to 65535, or *'],
    [
      'https://*example.com',
      'a wildcard stands for whole labels at the start of the host, as in https://*.example.com',
    ],
    [
      'https://app.*.example.com',
      'a wildcard stands for whole labels at the start of the host, as in https://*.example.com',
    ],
    ['https://*.com', 'a wildcard must sit below a domain, as in https://*.example.com'],
    ['https://*', 'a wildcard must sit below a domain, as in https://*.example.com'],
    ['https://exa mple.com', '"exa mple.com" is not a host name'],
    ['https://', 'missing host'],
    ['', 'empty'],
  ])('%s is refused: %s', (value, reason) => {
    expect(checkAllowedOrigin(value)).toEqual({ reason })
  })

  // SPEC §6: what is stored is read by the check as the admin meant it.
  test('an accepted wildcard matches its subdomains and ports, and nothing beside them', () => {
    const wildcard = checkAllowedOrigin('https://*.example.com')
    const anyPort = checkAllowedOrigin('http://localhost:*')
    if (!('origin' in wildcard) || !('origin' in anyPort)) throw new Error('refused')
    expect(isOriginAllowed('https://shop.example.com', [wildcard.origin])).toBe(true)
    expect(isOriginAllowed('https://evilexample.com', [wildcard.origin])).toBe(false)
    expect(isOriginAllowed('http://shop.example.com', [wildcard.origin])).toBe(false)
    expect(isOriginAllowed('http://localhost:5173', [anyPort.origin])).toBe(true)
    expect(isOriginAllowed('https://localhost:5173', [anyPort.origin])).toBe(false)
  })

  test('each stored * stands for one host label, as the check reads it', () => {
    const twoLabels = checkAllowedOrigin('https://*.*.example.co.uk')
    if (!('origin' in twoLabels)) throw new Error('refused')
    expect(isOriginAllowed('https://a.b.example.co.uk', [twoLabels.origin])).toBe(true)
    expect(isOriginAllowed('https://b.example.co.uk', [twoLabels.origin])).toBe(false)
    expect(isOriginAllowed('https://z.a.b.example.co.uk', [twoLabels.origin])).toBe(false)
  })
})
