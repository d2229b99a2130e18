import { defineConfig, type ViteUserConfig } from 'vitest/config'

/**
 * The one test shape of every package: tests beside the code, and a JSON report that
 * scripts/test.mjs adds up into the closing `N passed, N failed` line.
 */
export function packageTests(overrides: ViteUserConfig['test'] = {}): ViteUserConfig {
  return defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'bin/**/*.test.{ts,tsx}'],
      reporters: ['default', 'json'],
      outputFile: { json: '.test-results/vitest.json' },
      // Real chains, databases and browsers start slower than vitest's 5 s / 10 s defaults on CI's two
      // shared cores; these are failure bounds, never speed assertions (speed lives in bench/).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...overrides,
    },
  })
}
