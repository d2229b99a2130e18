import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import { DEFAULT_PORTS } from '../lib/stackArgs.mjs'
import { sectionText, sectionTitles, unresolvedArchitectureCitations } from './architectureCitations.mjs'
import { sourceFiles } from './specCitations.mjs'

const architecture = readFileSync(join(repoRoot, 'ARCHITECTURE.md'), 'utf8')

describe('ARCHITECTURE.md', () => {
  test('every section the code cites by title exists', () => {
    const files = [...sourceFiles(repoRoot, 'packages'), ...sourceFiles(repoRoot, 'apps')]
    expect(unresolvedArchitectureCitations(repoRoot, files, sectionTitles(architecture))).toEqual([])
  })

  test("the local stack's port table names every port the stack starts on by default", () => {
    const stack = sectionText(architecture, 'The local stack') ?? ''
    const missing = Object.entries(DEFAULT_PORTS).filter(
      ([, port]) => !new RegExp(`\\b${port}\\b`).test(stack),
    )
    expect(missing).toEqual([])
  })
})

describe('reading it', () => {
  const doc = ['# Title', '## Loading', 'chunks', '## The local stack', '| demo | 5173 |', '## Tests'].join(
    '\n',
  )

  test('titles and the text of one section', () => {
    expect(sectionTitles(doc)).toEqual(['Loading', 'The local stack', 'Tests'])
    expect(sectionText(doc, 'The local stack')).toBe('| demo | 5173 |\n')
    expect(sectionText(doc, 'Missing')).toBeUndefined()
  })

  test('a cited title with no section is named by file and line', () => {
    const root = join(repoRoot, 'scripts', 'docs', 'testing')
    expect(unresolvedArchitectureCitations(root, ['citesArchitecture.txt'], ['Loading'])).toEqual([
      'citesArchitecture.txt:3 cites ARCHITECTURE.md "Adapterz", which has no such section',
    ])
  })
})
