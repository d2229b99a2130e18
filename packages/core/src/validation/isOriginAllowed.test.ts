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
    ['https://a.b.example.com', ['https://*.example.com'], true],
    ['https://example.com', ['https://*.example.com'], false],
    ['http://app.example.com', ['https://*.example.com'], false],
    ['https://app.example.com:8443', ['https://*.example.com'], false],
    ['https://evilexample.com', ['https://*.example.com'], false],
    ['https://example.com.evil.io', ['https://*.example.com'], false],
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://localhost', ['http://localhost:*'], false],
    ['https://localhost:5173', ['http://localhost:*'], false],
    ['https://anything.io', ['*'], true],
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
})
