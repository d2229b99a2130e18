import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import {
  citedSections,
  sourceFiles,
  specHeadings,
  topSectionProblems,
  unresolvedCitations,
} from './specCitations.mjs'

const SPEC_SECTIONS = 9

describe('the code cites only sections docs/SPEC.md has', () => {
  const headings = specHeadings(readFileSync(join(repoRoot, 'docs', 'SPEC.md'), 'utf8'))

  test('its top sections are §1 to §9, in order', () => {
    expect(topSectionProblems(headings, SPEC_SECTIONS)).toEqual([])
  })

  test('every "SPEC §n" and "SPEC §n.m" in packages/ and apps/ has its heading', () => {
    const files = [...sourceFiles(repoRoot, 'packages'), ...sourceFiles(repoRoot, 'apps')]
    // A walk that found nothing would pass whatever the spec says.
    expect(files.length).toBeGreaterThan(100)
    expect(unresolvedCitations(repoRoot, files, headings)).toEqual([])
  })
})

describe('reading citations and headings', () => {
  test('a citation names its section and line, chained sections included', () => {
    const text = [
      'const a = 1',
      '// SPEC §4: connect, SPEC §4.2 too',
      '// SPEC §1/§9 and SPEC §2, §5; SPEC.md §7.',
      '// §3 alone is not a citation',
    ]
    expect(citedSections(text.join('\n'))).toEqual([
      { line: 2, section: '4' },
      { line: 2, section: '4.2' },
      { line: 3, section: '1' },
      { line: 3, section: '9' },
      { line: 3, section: '2' },
      { line: 3, section: '5' },
      { line: 3, section: '7' },
    ])
  })

  test('headings are numbered sections at levels 2 to 4, other headings are not', () => {
    const spec = [
      '# Title',
      '## 1. What',
      '### 1.1 Modes',
      '## Notes',
      '## 2. Screens',
      '#### 2.3 Rules',
      'text 3. not a heading',
    ]
    expect(specHeadings(spec.join('\n'))).toEqual(['1', '1.1', '2', '2.3'])
  })

  test('top sections out of order, missing or extra are named', () => {
    expect(topSectionProblems(['1', '1.1', '2', '3'], 3)).toEqual([])
    expect(topSectionProblems(['1', '3', '2'], 3)).toEqual([
      'top sections are §1, §3, §2; expected §1, §2, §3 in order',
    ])
    expect(topSectionProblems(['1', '2'], 3)).toEqual([
      'top sections are §1, §2; expected §1, §2, §3 in order',
    ])
    expect(topSectionProblems([], 1)).toEqual(['top sections are §(none); expected §1 in order'])
  })

  test('a citation of a section without a heading is named by file and line', () => {
    const root = join(repoRoot, 'scripts', 'docs', 'testing')
    expect(unresolvedCitations(root, ['citesSections.txt'], ['1', '2'])).toEqual([
      'citesSections.txt:3 cites SPEC §2.4, which docs/SPEC.md has no heading for',
      'citesSections.txt:4 cites SPEC §7, which docs/SPEC.md has no heading for',
    ])
  })
})
