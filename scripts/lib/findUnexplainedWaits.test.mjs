import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { findUnexplainedWaits, findUnexplainedWaitsIn, isTestSource } from './findUnexplainedWaits.mjs'
import { repoRoot } from './paths.mjs'

const whats = (text, path = 'packages/x/src/a.test.ts') =>
  findUnexplainedWaits(path, text).map((problem) => `${problem.line}: ${problem.what}`)

test('a fixed wait over 1 s needs a comment on its line or the line above; 1 s or less does not', () => {
  expect(
    whats(`test('t', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  await page.waitForTimeout(2 * 1_000)
  // The relay's retry interval is 3 s.
  await sleep(3_000)
  await sleep(4_000) // a second retry
})`),
  ).toEqual([
    '3: a fixed wait (setTimeout) of 1500 ms without a comment',
    '4: a fixed wait (waitForTimeout) of 2000 ms without a comment',
  ])
})

test("a test or hook timeout above its suite's default needs a comment; a const counts with its own comment", () => {
  expect(
    whats(`const SLOW_MS = 90_000
// Measured: 40 s on two loaded cores.
const EXPLAINED_MS = 90_000
test('a', async () => {}, 30_000)
test('b', async () => {}, 45_000)
test('c', async () => {}, SLOW_MS)
test('d', async () => {}, EXPLAINED_MS)
beforeAll(async () => {}, 60_000)
beforeAll(async () => {}, 120_000)
test('e', async () => {
  test.setTimeout(60_000)
  await expect.poll(read, { timeout: 20_000 }).toBe(1)
  await expect.poll(read, { timeout: 45_000 }).toBe(1)
})`),
  ).toEqual([
    '5: a raised test timeout of 45000 ms without a comment',
    '6: a raised test timeout of 90000 ms without a comment',
    '9: a raised hook timeout of 120000 ms without a comment',
    '11: a raised test timeout (setTimeout) of 60000 ms without a comment',
    '13: a raised timeout of 45000 ms without a comment',
  ])
})

test('a suite with its own defaults is held to them: scripts/ allows 180 s', () => {
  expect(whats(`test('a', async () => {}, 120_000)`, 'scripts/lib/a.test.mjs')).toEqual([])
  expect(whats(`test('a', async () => {}, 200_000)`, 'scripts/lib/a.test.mjs')).toHaveLength(1)
})

test('test files, e2e files and test helper folders are read; sources are not', () => {
  expect(isTestSource('apps/demo/e2e/modal.e2e.ts')).toBe(true)
  expect(isTestSource('apps/demo/e2e/support.ts')).toBe(true)
  expect(isTestSource('packages/test-wallets/src/test/useStack.ts')).toBe(true)
  expect(isTestSource('scripts/lib/a.test.mjs')).toBe(true)
  expect(isTestSource('apps/relay/src/startRelay.ts')).toBe(false)
})

test('no test in the repo waits a fixed time over 1 s, or raises a timeout, without saying why', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(isTestSource)
  expect(files.length).toBeGreaterThan(100)
  expect(findUnexplainedWaitsIn(files, repoRoot)).toEqual([])
})
