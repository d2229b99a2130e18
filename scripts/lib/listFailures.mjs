// Names each failed test of a report in one line, so the tail of a CI log says what broke, not only how many.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*m/g
/** The report's message as trimmed lines of plain text, blank ones dropped. */
const linesOf = (text) =>
  String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
const firstLine = (text) => linesOf(text)[0]?.slice(0, 200) ?? ''
// Vitest reports a timeout's message as this bare marker; the time taken says more.
const TIMEOUT_MARKER = 'Error: STACK_TRACE_ERROR'
const line = (where, title, message, duration, detail = '') => {
  const took = typeof duration === 'number' ? ` (${Math.round(duration)} ms)` : ''
  const first = firstLine(message)
  const why = first === TIMEOUT_MARKER ? 'timed out' : first
  return `  ✗ ${where} › ${title}${took}${why ? `: ${why}` : ''}${detail}`
}

// Playwright's message names the locator a failed expect waited on, and the error where it stood:
// with both, one line of CI's log says which step of a long test broke.
const locatorOf = (message) =>
  linesOf(message)
    .find((text) => text.startsWith('Locator:'))
    ?.slice(0, 200)
function playwrightDetail(error) {
  const locator = locatorOf(error?.message)
  const at = error?.location?.line ? ` at line ${error.location.line}` : ''
  return `${locator ? ` (${locator})` : ''}${at}`
}

/** A vitest file whose own status is failed while none of its tests failed: its loading or a hook did. */
export function failedOutsideItsTests(file) {
  return file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')
}

function vitestFailures(report, root) {
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name ?? '')
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    // A file that failed to load, or whose hook threw, has no failed test, only its own message.
    if (failedOutsideItsTests(file)) {
      const what = (file.assertionResults ?? []).length === 0 ? '(the file did not load)' : '(a hook failed)'
      return [line(where, what, file.message)]
    }
    return failed.map((test) =>
      line(where, test.fullName ?? test.title, test.failureMessages?.[0], test.duration),
    )
  })
}

function playwrightFailures(report) {
  const failures = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const result = (test.results ?? []).find((candidate) => candidate.error) ?? {}
        const where = `${spec.file ?? suite.file ?? ''}:${spec.line ?? ''}`
        failures.push(
          line(where, spec.title, result.error?.message, result.duration, playwrightDetail(result.error)),
        )
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  for (const error of report.errors ?? []) failures.push(line('(run)', 'error outside a test', error.message))
  return failures
}

/** One line per failed test of the report at `file`; none when it is missing or unreadable (counted elsewhere). */
export function listFailures({ kind, file }, root) {
  if (!existsSync(file)) return []
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    return kind === 'vitest' ? vitestFailures(report, root) : playwrightFailures(report)
  } catch {
    return []
  }
}
