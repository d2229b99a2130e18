import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

// Built, installed or recorded output: what it cites is a copy of a source file's comment.
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  '.next',
  '.turbo',
  '.test-results',
  'test-results',
  'playwright-report',
  'storybook-static',
  'artifacts',
  '__screenshots__',
])
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|html|css|sql|ya?ml)$/

// "SPEC §4", "SPEC §4.2", "SPEC.md §7", and the sections chained after one ("SPEC §1/§9", "SPEC §2, §5").
const CITATION = /SPEC(?:\.md)? §\d+(?:\.\d+)?(?:(?:\/| ?, ?| and | or )§\d+(?:\.\d+)?)*/g
const SECTION = /§(\d+(?:\.\d+)?)/g
// "## 4. States and transitions" or "### 4.1 Connection": a heading that opens a numbered section.
const HEADING = /^#{2,4} (\d+(?:\.\d+)?)\.? /

/** Every section a text cites, with its 1-based line: `[{ line, section }]`, section as "4" or "4.1". */
export function citedSections(text) {
  const cited = []
  text.split('\n').forEach((content, index) => {
    for (const citation of content.matchAll(CITATION))
      for (const [, section] of citation[0].matchAll(SECTION)) cited.push({ line: index + 1, section })
  })
  return cited
}

/** The section numbers of a spec's headings, in the order they appear: ["1", "1.1", "2", …]. */
export function specHeadings(markdown) {
  const headings = []
  for (const line of markdown.split('\n')) {
    const match = HEADING.exec(line)
    if (match) headings.push(match[1])
  }
  return headings
}

/** What is wrong with the order of a spec's top sections: they must be exactly 1 to `count`, in order. */
export function topSectionProblems(headings, count) {
  const top = headings.filter((section) => !section.includes('.'))
  const expected = Array.from({ length: count }, (_, index) => String(index + 1))
  if (top.join() === expected.join()) return []
  return [`top sections are §${top.join(', §') || '(none)'}; expected §${expected.join(', §')} in order`]
}

/** Every text file under `folder`, skipping built and installed output, as paths relative to `root`. */
export function sourceFiles(root, folder) {
  const files = []
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(directory, entry.name))
      } else if (entry.isFile() && TEXT_FILE.test(entry.name))
        files.push(relative(root, join(directory, entry.name)))
    }
  }
  walk(join(root, folder))
  return files
}

/** Each citation in `files` (relative to `root`) of a section that has no heading: "path:line cites SPEC §n". */
export function unresolvedCitations(root, files, headings) {
  const known = new Set(headings)
  const problems = []
  for (const file of files)
    for (const { line, section } of citedSections(readFileSync(join(root, file), 'utf8')))
      if (!known.has(section))
        problems.push(`${file}:${line} cites SPEC §${section}, which docs/SPEC.md has no heading for`)
  return problems
}
