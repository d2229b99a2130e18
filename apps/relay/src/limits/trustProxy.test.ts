import { describe, expect, test } from 'vitest'
import { checkTrustProxy, compileTrustProxy, parseTrustProxy } from './trustProxy'

const TRUE_REFUSED = (source: string) =>
  `${source} cannot be true: that trusts every X-Forwarded-For entry, the left-most of which the client writes; give the number of proxies in front of the relay (1 behind nginx) or their addresses/CIDRs`
const EVERY_ADDRESS_REFUSED = (source: string, entry: string) =>
  `${source} cannot trust "${entry}": that is every address, so any client could name its own; list the proxies' own addresses or CIDRs`
const NO_ADDRESS_REFUSED = (source: string, shown: string) =>
  `${source} cannot trust ${shown}: it is no IP address or CIDR (host names are not looked up); give a proxy's address such as 127.0.0.1, a CIDR such as 10.0.0.0/8, or the number of proxies`

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
    [true, TRUE_REFUSED('trustProxy')],
    [-1, 'trustProxy takes a whole number of proxies from 0 to 16, got -1'],
    [17, 'trustProxy takes a whole number of proxies from 0 to 16, got 17'],
    [1.5, 'trustProxy takes a whole number of proxies from 0 to 16, got 1.5'],
    [[], 'trustProxy takes a number of proxies or a list of their addresses/CIDRs, got an empty list'],
    ['10.0.0.1', 'trustProxy takes a number of proxies or a list of their addresses/CIDRs, got "10.0.0.1"'],
    [['10.0.0.0/33'], NO_ADDRESS_REFUSED('trustProxy', '"10.0.0.0/33"')],
    [['nginx'], NO_ADDRESS_REFUSED('trustProxy', '"nginx"')],
    [['10.0.0.1', 8], NO_ADDRESS_REFUSED('trustProxy', '8')],
    [['*'], EVERY_ADDRESS_REFUSED('trustProxy', '*')],
    [['0.0.0.0/0'], EVERY_ADDRESS_REFUSED('trustProxy', '0.0.0.0/0')],
    [['10.0.0.1', '::/0'], EVERY_ADDRESS_REFUSED('trustProxy', '::/0')],
  ])('refuses %j, saying what was given, why and what to write instead', (value, message) => {
    expect(() => checkTrustProxy(value)).toThrow(new Error(message))
  })

  test.each([
    ['true', TRUE_REFUSED('--trust-proxy')],
    ['*', EVERY_ADDRESS_REFUSED('--trust-proxy', '*')],
    ['10.0.0.1,0.0.0.0/0', EVERY_ADDRESS_REFUSED('--trust-proxy', '0.0.0.0/0')],
    ['127.0.0.1,nginx', NO_ADDRESS_REFUSED('--trust-proxy', '"nginx"')],
    ['1.5', NO_ADDRESS_REFUSED('--trust-proxy', '"1.5"')],
    ['17', '--trust-proxy takes a whole number of proxies from 0 to 16, got 17'],
  ])('--trust-proxy %s is refused naming the flag', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(new Error(message))
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
