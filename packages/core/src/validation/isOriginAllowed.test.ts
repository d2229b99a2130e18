import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS } from '../constants'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed', () => {
  it.each([
    // exact
    ['https://app.example.com', ['https://app.example.com'], true],
    ['https://app.example.com', ['https://app.example.com/'], true],
    ['https://APP.example.com', ['https://app.example.com'], true],
    ['https://app.example.com:443', ['https://app.example.com'], true],
    ['https://app.example.com', ['https://other.example.com'], false],
    ['http://app.example.com', ['https://app.example.com'], false],
    ['https://app.example.com:8443', ['https://app.example.com'], false],
    ['https://app.example.com', ['https://app.example.com:8443'], false],
    // wildcards
    ['https://app.example.com', ['https://*.example.com'], true],
    ['https://a.b.example.com', ['https://*.example.com'], false],
    ['https://a.b.example.com', ['https://*.*.example.com'], true],
    ['https://app.example.com', ['https://*example.com'], false],
    ['https://a*b.example.com', ['https://a*b.example.com'], false],
    ['https://example.com', ['https://*.example.com'], false],
    ['http://app.example.com', ['https://*.example.com'], false],
    ['https://app.example.com:8443', ['https://*.example.com'], false],
    ['https://evilexample.com', ['https://*.example.com'], false],
    ['https://example.com.evil.io', ['https://*.example.com'], false],
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://localhost', ['http://localhost:*'], false],
    ['https://localhost:5173', ['http://localhost:*'], false],
    ['https://anything.io', ['*'], true],
    ['http://[::1]:3000', ['http://[::1]:*'], true],
    // several entries, any may match
    ['https://b.io', ['https://a.io', 'https://b.io'], true],
    // not an origin, or no list
    ['https://app.example.com', [], false],
    ['', ['*'], false],
    ['null', ['*'], false],
    ['not a url', ['*'], false],
  ])('%j against %j is %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })

  it('accepts local development origins with the default list', () => {
    expect(isOriginAllowed('http://localhost:5173', DEFAULT_ALLOWED_ORIGINS)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:4000', DEFAULT_ALLOWED_ORIGINS)).toBe(true)
    expect(isOriginAllowed('http://localhost', DEFAULT_ALLOWED_ORIGINS)).toBe(true)
    expect(isOriginAllowed('https://example.com', DEFAULT_ALLOWED_ORIGINS)).toBe(false)
  })

  // The Origin header is the client's to write: a long one must cost no more than its length.
  it('decides https://*.*.*.example.com against a 16 KB origin in time linear in its length', () => {
    const pattern = ['https://*.*.*.example.com']
    const near = (size: number) => `https://${'a'.repeat(size)}.b.c.example.co`
    const labels = (size: number) => `https://${'a.'.repeat(size / 2)}example.co`
    const cost = (origin: string) => {
      // The fastest of several rounds: load on the machine only ever adds time.
      let fastest = Number.POSITIVE_INFINITY
      for (let round = 0; round < 7; round++) {
        const started = performance.now()
        for (let repeat = 0; repeat < 50; repeat++) isOriginAllowed(origin, pattern)
        fastest = Math.min(fastest, performance.now() - started)
      }
      return fastest
    }
    for (const shape of [near, labels]) {
      expect(isOriginAllowed(shape(16_384), pattern)).toBe(false)
      cost(shape(4_096)) // warms the JIT up before anything is compared
      // Linear: 4× the length costs about 4× as much; quadratic backtracking would cost 16×, cubic 64×.
      expect(cost(shape(16_384)) / cost(shape(4_096))).toBeLessThan(10)
    }
  })
})
