import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { reportedEntries, runApiReport } from './apiReports.mjs'

const entries = reportedEntries()

describe.each(entries.map((entry) => [entry.reportName, entry]))('%s', (_name, entry) => {
  test('the built declarations match the committed API report', () => {
    const { changed, diff, problems } = runApiReport(entry)
    expect(problems).toEqual([])
    expect(changed, `The public API changed: run \`pnpm api:report\` and commit the report.\n${diff}`).toBe(
      false,
    )
  })
})

test('a committed report that no longer matches the declarations fails the check', () => {
  const core = entries.find((entry) => entry.reportName === 'core')
  const folder = mkdtempSync(join(tmpdir(), 'api-report-'))
  try {
    // The committed report less one export: as if the surface grew without the report being updated.
    const committed = readFileSync(runApiReport(core).reportPath, 'utf8')
    const removed = 'export function createPortico('
    expect(committed).toContain(removed)
    const stale = committed
      .split('\n')
      .filter((line) => !line.startsWith(removed))
      .join('\n')
    writeFileSync(join(folder, 'core.api.md'), stale)
    const { changed, diff } = runApiReport(core, { reportFolder: folder })
    expect(changed).toBe(true)
    expect(diff).toContain(`+${removed}`)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
