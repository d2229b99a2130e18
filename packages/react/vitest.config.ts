import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const react18 = fileURLToPath(new URL('./react18', import.meta.url))

// The same tests twice: on React 19 (this package's devDependency) and on React 18, whose
// react-dom pairs with the React installed beside it in ./react18.
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/vitest.json' },
    projects: [
      { extends: true, test: { name: 'react19', include: ['src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        resolve: {
          alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${react18}/node_modules/$1$2` }],
        },
        test: { name: 'react18', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/exports.test.ts'] },
      },
    ],
  },
})
