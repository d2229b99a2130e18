// Adds up every package's test reports into the one closing line the README promises.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { failedOutsideItsTests, listFailures } from './listFailures.mjs'

/** The workspace folders that run tests (all, or those in `folders`), with the report each test script must write. */
export function expectedReports(repoRoot, folders) {
  const reports = allExpectedReports(repoRoot)
  return folders ? reports.filter((report) => folders.includes(report.folder)) : reports
}

function allExpectedReports(repoRoot) {
  const reports = []
  const folders = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(repoRoot, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(group, entry.name)),
  )
  // bench/ sits at the root: its tests are the size budget check.
  for (const folder of [...folders, 'bench', 'scripts']) {
    const manifest = join(repoRoot, folder === 'scripts' ? '' : folder, 'package.json')
    if (!existsSync(manifest)) continue
    const scripts = JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {}
    // The root manifest's only own tests are test:scripts; its test and test:e2e fan out to the packages.
    const isRoot = folder === 'scripts'
    const reportFile = (name) => join(repoRoot, folder, '.test-results', name)
    if (scripts[isRoot ? 'test:scripts' : 'test'])
      reports.push({ folder, kind: 'vitest', file: reportFile('vitest.json') })
    if (!isRoot && scripts['test:e2e'])
      reports.push({ folder, kind: 'playwright', file: reportFile('playwright.json') })
  }
  return reports
}

/** Counts from one report; a missing or unreadable report counts as one failure, so a crash is never silent. */
export function countReport({ kind, file }) {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, problem: 'no report written' }
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (kind === 'vitest') {
      // A file that failed outside its tests (it did not load, or a hook threw and its tests were skipped)
      // still fails the run, once.
      const brokenFiles = (report.testResults ?? []).filter(failedOutsideItsTests).length
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + brokenFiles,
        skipped: report.numPendingTests + report.numTodoTests,
      }
    }
    const { expected, unexpected, flaky, skipped } = report.stats
    const errors = (report.errors ?? []).length
    return { passed: expected, failed: unexpected + flaky + errors, skipped }
  } catch (error) {
    return { passed: 0, failed: 1, skipped: 0, problem: `unreadable report: ${error.message}` }
  }
}

/** Every report's counts added up; `folders` (e.g. ['apps/cloud']) keeps only those folders' reports. */
export function summarize(repoRoot, folders) {
  const total = { passed: 0, failed: 0, skipped: 0 }
  const lines = []
  for (const report of expectedReports(repoRoot, folders)) {
    const counts = countReport(report)
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    const note = counts.problem ? ` (${counts.problem})` : ''
    lines.push(`${report.folder} ${report.kind}: ${counts.passed} passed, ${counts.failed} failed${note}`)
    if (counts.failed > 0) lines.push(...listFailures(report, repoRoot))
  }
  return { total, lines }
}
