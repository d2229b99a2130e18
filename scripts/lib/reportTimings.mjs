// Where a run's time went: each test file's wall time, read from the reports `npm test` already writes.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expectedReports } from './summarizeReports.mjs'

/** Each file of one vitest or Playwright report with its wall time in ms; an absent or broken report has none. */
export function fileTimings({ kind, file, folder }, repoRoot) {
  if (!existsSync(file)) return []
  let report
  try {
    report = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return []
  }
  if (kind === 'vitest') {
    return (report.testResults ?? []).map((result) => ({
      file: relative(repoRoot, result.name),
      ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)),
    }))
  }
  // Playwright runs one worker per suite here, so a file's time is the sum of its tests' attempts.
  // Spec files are relative to the suite's test folder (config.rootDir).
  const testDir = report.config?.rootDir ?? join(repoRoot, folder)
  const byFile = new Map()
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const path = relative(repoRoot, join(testDir, spec.file ?? suite.file))
      const ms = spec.tests
        .flatMap((test) => test.results)
        .reduce((sum, result) => sum + (result.duration ?? 0), 0)
      byFile.set(path, (byFile.get(path) ?? 0) + ms)
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  return [...byFile].map(([path, ms]) => ({ file: path, ms }))
}

/** The `count` slowest test files of every report under the repo (or of `folders`'), slowest first. */
export function slowestFiles(repoRoot, count, folders) {
  return expectedReports(repoRoot, folders)
    .flatMap((report) => fileTimings(report, repoRoot))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** 1234567 → "20m 34s": a duration as a person reads it. */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`
}

/** The lines a run prints about time: each step's (the build, each lane), then the slowest files. */
export function timingLines(steps, repoRoot, { count = 10, folders } = {}) {
  return [
    ...steps.map((step) => `${step.name}: ${formatDuration(step.ms)}`),
    `${count} slowest test files:`,
    ...slowestFiles(repoRoot, count, folders).map(
      ({ file, ms }) => `  ${formatDuration(ms).padStart(7)}  ${file}`,
    ),
  ]
}
