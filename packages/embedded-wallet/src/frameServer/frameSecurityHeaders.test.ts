import { describe, expect, test } from 'vitest'
import { frameAncestors, frameSecurityHeaders } from './frameSecurityHeaders'

describe('frameAncestors', () => {
  test("the project's allowed origins, wildcards kept, duplicates and trailing slashes dropped", () => {
    expect(frameAncestors(['https://app.example.com/', 'https://*.example.com', 'http://127.0.0.1:*'])).toBe(
      'https://app.example.com https://*.example.com http://127.0.0.1:*',
    )
    expect(frameAncestors(['https://a.example', 'https://a.example'])).toBe('https://a.example')
  })

  test("no allowed origin is 'none', so nobody may embed the frame", () => {
    expect(frameAncestors([])).toBe("'none'")
  })

  test('an entry that would add a directive or a keyword is left out', () => {
    expect(frameAncestors(["https://a.example; script-src 'unsafe-inline'", "'self'", 'javascript:x'])).toBe(
      "'none'",
    )
    expect(frameAncestors(['https://ok.example', 'https://bad.example script-src'])).toBe(
      'https://ok.example',
    )
  })
})

describe('frameSecurityHeaders', () => {
  test('scripts from the frame origin only (no inline, no eval), the given ancestors, no referrer', () => {
    const headers = frameSecurityHeaders('https://app.example.com')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self' http: https:",
      "base-uri 'none'",
      "form-action 'none'",
      'frame-ancestors https://app.example.com',
    ])
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')
  })
})
