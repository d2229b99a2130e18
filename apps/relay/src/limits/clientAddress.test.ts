import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { addressKey, clientAddress } from './clientAddress'
import { compileTrustProxy, type TrustProxy } from './trustProxy'

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

const addressOf = (peer: string, forwardedFor: string | undefined, trustProxy: TrustProxy) =>
  clientAddress(request(peer, forwardedFor), compileTrustProxy(trustProxy))

describe('clientAddress behind a number of proxies', () => {
  test('without a trusted proxy the socket’s peer counts, whatever X-Forwarded-For claims', () => {
    expect(addressOf('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
  })

  test('behind one proxy the entry that proxy appended counts, not what the client wrote before it', () => {
    expect(addressOf('10.0.0.2', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(addressOf('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7')
  })

  test('behind two proxies the outer proxy’s entry counts', () => {
    expect(addressOf('10.0.0.3', 'forged, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
  })

  test('a trusted proxy that sent no header leaves the socket’s peer', () => {
    expect(addressOf('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
  })
})

describe('clientAddress behind proxies listed by address', () => {
  const proxies = ['10.0.0.0/8', '::1']

  test('a peer that is not listed counts itself, whatever X-Forwarded-For claims', () => {
    expect(addressOf('203.0.113.7', '198.51.100.1, 10.0.0.2', proxies)).toBe('203.0.113.7')
  })

  test('from a listed peer, X-Forwarded-For is walked from the right past every listed proxy', () => {
    expect(addressOf('10.0.0.3', 'forged, 203.0.113.7, 10.0.0.2', proxies)).toBe('203.0.113.7')
    expect(addressOf('::1', '2001:db8:1:2::9', proxies)).toBe('2001:db8:1:2::/64')
  })

  test('an IPv4 proxy is recognised when the socket reports it mapped into IPv6', () => {
    expect(addressOf('::ffff:10.0.0.2', 'forged, 203.0.113.7', proxies)).toBe('203.0.113.7')
  })

  test('every entry a listed proxy, the left-most one counts; no header, the peer', () => {
    expect(addressOf('10.0.0.3', '10.0.0.1, 10.0.0.2', proxies)).toBe('10.0.0.1')
    expect(addressOf('10.0.0.3', undefined, proxies)).toBe('10.0.0.3')
  })

  test('an entry that is no address stops the walk and counts, so garbage cannot pass for a proxy', () => {
    expect(addressOf('10.0.0.3', '203.0.113.7, junk', proxies)).toBe('junk')
  })
})

describe('addressKey', () => {
  test('IPv4, also mapped into IPv6, is itself', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  test('IPv6 addresses of one /64 share a key, another /64 does not', () => {
    const key = addressKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe(key)
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
