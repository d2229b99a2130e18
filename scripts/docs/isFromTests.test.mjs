import { expect, test } from 'vitest'
import { isFromTests } from './isFromTests.mjs'

test('tests, their helpers and reports are from tests', () => {
  for (const path of [
    'src/foo.test.ts',
    'dist/foo.test.js',
    'dist/foo.test.js.map',
    'src/Button.browser.test.tsx',
    'test/render.tsx',
    'src/test/fixtures.ts',
    '.test-results/vitest.json',
  ])
    expect(isFromTests(path), path).toBe(true)
})

test("the published code is not, @portico/core's testing entry included", () => {
  for (const path of ['dist/index.js', 'dist/testing/index.js', 'README.md', 'LICENSE', 'dist/contest.js'])
    expect(isFromTests(path), path).toBe(false)
})
