import { describe, expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import { issueCitations, trackedRecordFiles, trackedSourceFiles } from './issueCitations.mjs'

describe('the source says its reasons instead of citing issue numbers', () => {
  test('no tracked source file in packages/, apps/, bench/ or scripts/ cites "issue n"', () => {
    // This file's own examples below are the one place such citations belong.
    const files = trackedSourceFiles(repoRoot, ['packages', 'apps', 'bench', 'scripts']).filter(
      (file) => file !== 'scripts/docs/issueCitations.test.mjs',
    )
    // A listing that found nothing would pass whatever the source says.
    expect(files.length).toBeGreaterThan(1000)
    expect(issueCitations(repoRoot, files)).toEqual([])
  })

  test("the bench's recorded results name their goals, not issue numbers", () => {
    const records = trackedRecordFiles(repoRoot, ['bench/results'])
    expect(records).toContain('bench/results/README.md')
    expect(issueCitations(repoRoot, records)).toEqual([])
  })
})

describe('finding issue citations', () => {
  test('each citing line is named by file and line; other numbers and words are not', () => {
    const root = `${repoRoot}/scripts/docs/testing`
    expect(issueCitations(root, ['citesIssues.txt'])).toEqual([
      'citesIssues.txt:2: // the AUTH connector (issue 18)',
      "citesIssues.txt:3: test('Swap view (Issue #20)', () => {})",
      'citesIssues.txt:4: // see issues 21 and 22',
    ])
  })

  test('only tracked source files are listed, never built or installed output', () => {
    const files = trackedSourceFiles(repoRoot, ['scripts', 'packages/core'])
    expect(files).toContain('scripts/docs/issueCitations.mjs')
    expect(files.some((file) => file.endsWith('.md') || file.endsWith('.txt'))).toBe(false)
    expect(files.some((file) => /(?:^|\/)(?:node_modules|dist)\//.test(file))).toBe(false)
  })
})
