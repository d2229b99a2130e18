import { afterEach, expect, test, vi } from 'vitest'
import { isDevelopment } from './isDevelopment'

afterEach(() => vi.unstubAllEnvs())

test('development unless NODE_ENV is production', () => {
  vi.stubEnv('NODE_ENV', 'development')
  expect(isDevelopment()).toBe(true)
  vi.stubEnv('NODE_ENV', 'test')
  expect(isDevelopment()).toBe(true)
  vi.stubEnv('NODE_ENV', 'production')
  expect(isDevelopment()).toBe(false)
})

test('a page without `process` (no bundler) counts as production', () => {
  vi.stubGlobal('process', undefined)
  try {
    expect(isDevelopment()).toBe(false)
  } finally {
    vi.unstubAllGlobals()
  }
})
