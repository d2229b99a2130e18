import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { listFailures } from './listFailures.mjs'

function report(name, content) {
  const root = mkdtempSync(join(tmpdir(), 'failures-'))
  const file = join(root, name)
  writeFileSync(file, JSON.stringify(content))
  return { root, file }
}

test('a vitest report: each failed test by file and full name with its first message line; a file that did not load; a hook that failed', () => {
  const { root, file } = report('vitest.json', {})
  writeFileSync(
    file,
    JSON.stringify({
      testResults: [
        {
          name: join(root, 'src/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            {
              fullName: 'a waits',
              status: 'failed',
              duration: 30001,
              failureMessages: ['Error: STACK_TRACE_ERROR\n    at task'],
            },
            {
              fullName: 'a › breaks',
              status: 'failed',
              duration: 12.4,
              failureMessages: ['\u001b[31mAssertionError: expected 8 to be 7\u001b[39m\n    at a.test.ts:3'],
            },
          ],
        },
        {
          name: join(root, 'src/b.test.ts'),
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
        {
          name: join(root, 'src/c.test.ts'),
          status: 'failed',
          message: 'Hook timed out in 120000ms.',
          assertionResults: [{ fullName: 'c swaps', status: 'skipped' }],
        },
      ],
    }),
  )
  expect(listFailures({ kind: 'vitest', file }, root)).toEqual([
    '  ✗ src/a.test.ts › a waits (30001 ms): timed out',
    '  ✗ src/a.test.ts › a › breaks (12 ms): AssertionError: expected 8 to be 7',
    '  ✗ src/b.test.ts › (the file did not load): Cannot find module x',
    '  ✗ src/c.test.ts › (a hook failed): Hook timed out in 120000ms.',
  ])
})

test('a playwright report: unexpected and flaky tests in nested suites, the locator and line a failed expect stood at, and errors outside any test', () => {
  const { root, file } = report('playwright.json', {
    suites: [
      {
        file: 'qr.e2e.ts',
        specs: [
          { title: 'passes', file: 'qr.e2e.ts', line: 3, tests: [{ status: 'expected', results: [{}] }] },
        ],
        suites: [
          {
            specs: [
              {
                title: 'shows the QR',
                file: 'qr.e2e.ts',
                line: 24,
                tests: [
                  {
                    status: 'unexpected',
                    results: [{ duration: 15020, error: { message: 'Error: element(s) not found\nmore' } }],
                  },
                ],
              },
              {
                title: 'connects',
                file: 'qr.e2e.ts',
                line: 31,
                tests: [
                  {
                    status: 'unexpected',
                    results: [
                      {
                        duration: 11827,
                        error: {
                          message:
                            "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText('Connected')\nExpected: visible",
                          location: { file: '/repo/qr.e2e.ts', line: 37, column: 5 },
                        },
                      },
                    ],
                  },
                ],
              },
              { title: 'retried', file: 'qr.e2e.ts', line: 40, tests: [{ status: 'flaky', results: [{}] }] },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'webServer timed out' }],
  })
  expect(listFailures({ kind: 'playwright', file }, root)).toEqual([
    '  ✗ qr.e2e.ts:24 › shows the QR (15020 ms): Error: element(s) not found',
    "  ✗ qr.e2e.ts:31 › connects (11827 ms): Error: expect(locator).toBeVisible() failed (Locator: getByText('Connected')) at line 37",
    '  ✗ qr.e2e.ts:40 › retried',
    '  ✗ (run) › error outside a test: webServer timed out',
  ])
})

test('a missing or unreadable report names nothing: its count already fails the run', () => {
  expect(listFailures({ kind: 'vitest', file: '/nonexistent.json' }, '/')).toEqual([])
  const { root, file } = report('vitest.json', {})
  writeFileSync(file, '{not json')
  expect(listFailures({ kind: 'vitest', file }, root)).toEqual([])
})
