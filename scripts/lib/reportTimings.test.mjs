import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { fileTimings, formatDuration, slowestFiles, timingLines } from './reportTimings.mjs'

function repoWithReports() {
  const root = mkdtempSync(join(tmpdir(), 'timings-'))
  const writeJson = (path, value) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), JSON.stringify(value))
  }
  writeJson('package.json', { scripts: { 'test:scripts': 'vitest' } })
  writeJson('packages/a/package.json', { scripts: { test: 'vitest' } })
  writeJson('packages/a/.test-results/vitest.json', {
    testResults: [
      { name: join(root, 'packages/a/src/slow.test.ts'), startTime: 1_000, endTime: 91_000 },
      { name: join(root, 'packages/a/src/quick.test.ts'), startTime: 5_000, endTime: 6_500 },
    ],
  })
  writeJson('apps/web/package.json', { scripts: { 'test:e2e': 'playwright test' } })
  writeJson('apps/web/.test-results/playwright.json', {
    config: { rootDir: join(root, 'apps/web/e2e') },
    suites: [
      {
        file: 'login.e2e.ts',
        specs: [{ file: 'login.e2e.ts', tests: [{ results: [{ duration: 20_000 }, { duration: 10_000 }] }] }],
        suites: [{ specs: [{ file: 'login.e2e.ts', tests: [{ results: [{ duration: 5_000 }] }] }] }],
      },
    ],
  })
  return root
}

test("a vitest file's time is its end less its start; a Playwright file's the sum of its tests' attempts", () => {
  const root = repoWithReports()
  expect(
    fileTimings(
      { kind: 'vitest', folder: 'packages/a', file: join(root, 'packages/a/.test-results/vitest.json') },
      root,
    ),
  ).toEqual([
    { file: 'packages/a/src/slow.test.ts', ms: 90_000 },
    { file: 'packages/a/src/quick.test.ts', ms: 1_500 },
  ])
  expect(
    fileTimings(
      { kind: 'playwright', folder: 'apps/web', file: join(root, 'apps/web/.test-results/playwright.json') },
      root,
    ),
  ).toEqual([{ file: 'apps/web/e2e/login.e2e.ts', ms: 35_000 }])
})

test('the slowest files across every report, slowest first; missing and broken reports add nothing', () => {
  const root = repoWithReports()
  mkdirSync(join(root, 'scripts/.test-results'), { recursive: true })
  writeFileSync(join(root, 'scripts/.test-results/vitest.json'), '{not json')
  expect(slowestFiles(root, 2)).toEqual([
    { file: 'packages/a/src/slow.test.ts', ms: 90_000 },
    { file: 'apps/web/e2e/login.e2e.ts', ms: 35_000 },
  ])
})

test("only the given folders' files, when asked", () => {
  expect(slowestFiles(repoWithReports(), 5, ['apps/web'])).toEqual([
    { file: 'apps/web/e2e/login.e2e.ts', ms: 35_000 },
  ])
})

test('durations read as seconds, then minutes and seconds', () => {
  expect(formatDuration(1_400)).toBe('1s')
  expect(formatDuration(59_600)).toBe('1m 00s')
  expect(formatDuration(1_234_567)).toBe('20m 35s')
})

test("timing lines: each lane's time, then the slowest files", () => {
  const root = repoWithReports()
  expect(timingLines([{ name: 'lane packages', ms: 600_000 }], root, { count: 1 })).toEqual([
    'lane packages: 10m 00s',
    '1 slowest test files:',
    '   1m 30s  packages/a/src/slow.test.ts',
  ])
})
