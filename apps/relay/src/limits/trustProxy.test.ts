import { describe, expect, test } from 'vitest'
import { checkTrustProxy, compileTrustProxy, parseTrustProxy } from './trustProxy'

describe('the trust-proxy setting', () => {
  test('takes a hop count or comma-separated proxy addresses/CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
  })

  test.each([
    [true, 'trustProxy cannot be true: that trusts every X-Forwarded-For entry'],
    [-1, 'trustProxy takes a whole number of proxies from 0 to 16, got -1'],
    [17, 'trustProxy takes a whole number of proxies from 0 to 16, got 17'],
    [[], 'trustProxy takes a number of proxies or a list of their addresses/CIDRs'],
    [['10.0.0.0/33'], 'takes proxy addresses or CIDRs such as 10.0.0.0/8 or ::1, got "10.0.0.0/33"'],
    [['*'], 'got "*"'],
    [['loopback'], 'got "loopback"'],
    [['0.0.0.0/0'], 'trustProxy cannot trust "0.0.0.0/0": that is every address'],
    [['10.0.0.1', '::/0'], 'trustProxy cannot trust "::/0": that is every address'],
  ])('refuses %j', (value, message) => {
    expect(() => checkTrustProxy(value)).toThrow(message)
  })

  test('names the flag it came from', () => {
    expect(() => parseTrustProxy('true')).toThrow('--trust-proxy cannot be true')
    expect(() => parseTrustProxy('127.0.0.1,nginx')).toThrow('--trust-proxy takes proxy addresses or CIDRs')
    expect(() => parseTrustProxy('0.0.0.0/0')).toThrow('--trust-proxy cannot trust "0.0.0.0/0"')
  })

  test('a hop count trusts the peer and the entries before the client, no further', () => {
    const trusted = compileTrustProxy(2)
    expect([0, 1, 2].map((hop) => trusted('203.0.113.7', hop))).toEqual([true, true, false])
    expect(compileTrustProxy(0)('127.0.0.1', 0)).toBe(false)
  })

  test('a list trusts its addresses and CIDRs only, IPv4 also mapped into IPv6', () => {
    const trusted = compileTrustProxy(['10.0.0.0/8', '::1'])
    expect(['10.1.2.3', '::ffff:10.1.2.3', '::1'].map((address) => trusted(address, 0))).toEqual([
      true,
      true,
      true,
    ])
    expect(['11.0.0.1', '::2', 'junk'].map((address) => trusted(address, 0))).toEqual([false, false, false])
  })
})
