import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { addressKey, clientAddress } from './clientAddress'

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  test('without a trusted proxy the socket’s peer counts, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('203.0.113.7', '198.51.100.1'), 0)).toBe('203.0.113.7')
  })

  test('behind one proxy the entry that proxy appended counts, not what the client wrote before it', () => {
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7')
    expect(clientAddress(request('10.0.0.2', '203.0.113.7'), 1)).toBe('203.0.113.7')
  })

  test('behind two proxies the outer proxy’s entry counts', () => {
    expect(clientAddress(request('10.0.0.3', 'forged, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
  })

  test('a trusted proxy that sent no header leaves the socket’s peer', () => {
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
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
