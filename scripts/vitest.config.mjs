import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Tests of the README's commands themselves: they start real processes, so allow for start-up (the
// stack's chopsticks chain alone takes up to a minute on two busy cores; a test may start two stacks).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.mjs'],
    // A run-wide folder, so the package tarballs are packed once for every test file that needs them.
    globalSetup: ['lib/testing/tarballsFolder.globalSetup.mjs'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
  },
})
