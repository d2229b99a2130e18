import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Tests of the README's commands themselves: they start real processes, so allow for start-up.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.mjs'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
  },
})
