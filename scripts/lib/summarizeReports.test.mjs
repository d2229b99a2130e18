import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { countReport, summarize } from './summarizeReports.mjs'

function tempFile(name, content) {
  const file = join(mkdtempSync(join(tmpdir(), 'reports-')), name)
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content))
  return file
}

test('counts a vitest report, with a file that failed to load as one failure', () => {
  const file = tempFile('vitest.json', {
    numPassedTests: 7,
    numFailedTests: 1,
    numPendingTests: 2,
    numTodoTests: 1,
    testResults: [
      { status: 'passed', assertionResults: [{}] },
      { status: 'failed', assertionResults: [] },
    ],
  })
  expect(countReport({ kind: 'vitest', file })).toEqual({ passed: 7, failed: 2, skipped: 3 })
})

test('a file whose hook failed, its tests skipped, counts as one failure', () => {
  const file = tempFile('vitest.json', {
    numPassedTests: 3,
    numFailedTests: 0,
    numPendingTests: 23,
    numTodoTests: 0,
    testResults: [
      { status: 'passed', assertionResults: [{ status: 'passed' }] },
      { status: 'failed', message: 'Hook timed out in 120000ms.', assertionResults: [{ status: 'skipped' }] },
    ],
  })
  expect(countReport({ kind: 'vitest', file })).toEqual({ passed: 3, failed: 1, skipped: 23 })
})

test('counts a playwright report: flaky tests and global errors fail', () => {
  const file = tempFile('playwright.json', {
    stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 },
    errors: [{}],
  })
  expect(countReport({ kind: 'playwright', file })).toEqual({ passed: 4, failed: 3, skipped: 2 })
})

test('a missing or unreadable report counts as one failure', () => {
  expect(countReport({ kind: 'vitest', file: '/nonexistent/vitest.json' })).toEqual({
    passed: 0,
    failed: 1,
    skipped: 0,
    problem: 'no report written',
  })
  expect(countReport({ kind: 'vitest', file: tempFile('vitest.json', '{not json') })).toMatchObject({
    failed: 1,
  })
})

test('summarize adds up every package with a test script and flags those that wrote nothing', () => {
  const root = mkdtempSync(join(tmpdir(), 'repo-'))
  const writeJson = (path, value) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), JSON.stringify(value))
  }
  writeJson('package.json', {
    scripts: { test: 'node scripts/test.mjs', 'test:e2e': 'turbo', 'test:scripts': 'vitest' },
  })
  writeJson('packages/a/package.json', { scripts: { test: 'vitest' } })
  writeJson('packages/b/package.json', { scripts: { build: 'tsup' } })
  writeJson('apps/web/package.json', { scripts: { test: 'vitest', 'test:e2e': 'playwright test' } })
  writeJson('bench/package.json', { scripts: { test: 'vitest', bench: 'node dist/runBench.js' } })
  writeJson('bench/.test-results/vitest.json', {
    numPassedTests: 2,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
  })
  writeJson('packages/a/.test-results/vitest.json', {
    numPassedTests: 3,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
  })
  writeJson('apps/web/.test-results/playwright.json', {
    stats: { expected: 2, unexpected: 0, flaky: 0, skipped: 0 },
  })

  const { total, lines } = summarize(root)
  expect(lines).toEqual([
    'packages/a vitest: 3 passed, 0 failed',
    'apps/web vitest: 0 passed, 1 failed (no report written)',
    'apps/web playwright: 2 passed, 0 failed',
    'bench vitest: 2 passed, 1 failed',
    'scripts vitest: 0 passed, 1 failed (no report written)',
  ])
  expect(total).toEqual({ passed: 7, failed: 3, skipped: 0 })
})

test("summarize counts only the given folders' reports when asked", () => {
  const root = mkdtempSync(join(tmpdir(), 'repo-'))
  mkdirSync(join(root, 'apps'))
  for (const name of ['a', 'b']) {
    mkdirSync(join(root, 'packages', name, '.test-results'), { recursive: true })
    writeFileSync(
      join(root, 'packages', name, 'package.json'),
      JSON.stringify({ scripts: { test: 'vitest' } }),
    )
  }
  writeFileSync(
    join(root, 'packages/a/.test-results/vitest.json'),
    JSON.stringify({ numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }),
  )
  const { total, lines } = summarize(root, ['packages/a'])
  expect(lines).toEqual(['packages/a vitest: 3 passed, 0 failed'])
  expect(total).toEqual({ passed: 3, failed: 0, skipped: 0 })
})
