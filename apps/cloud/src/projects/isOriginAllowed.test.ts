import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed', () => {
  test('matches an exact origin, ignoring case and a trailing slash', () => {
    expect(isOriginAllowed('http://localhost:5173', ['http://localhost:5173'])).toBe(true)
    expect(isOriginAllowed('HTTP://LOCALHOST:5173/', ['http://localhost:5173'])).toBe(true)
    expect(isOriginAllowed('http://localhost:5174', ['http://localhost:5173'])).toBe(false)
  })

  test('a wildcard stands for subdomains, never for the scheme or a bare domain', () => {
    const allowed = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', allowed)).toBe(true)
    expect(isOriginAllowed('https://example.com', allowed)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', allowed)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.io', allowed)).toBe(false)
  })

  test('a lone star allows every origin', () => {
    expect(isOriginAllowed('https://anything.io', ['*'])).toBe(true)
  })
})
