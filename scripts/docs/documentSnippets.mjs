import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { repoRoot } from '../lib/paths.mjs'
import { extractSnippets } from './extractSnippets.mjs'
import { workspacePackages } from './workspacePackages.mjs'

// The site's own pages; pages/api/ is TypeDoc's output, written at build time from the declarations.
export const sitePagesDir = join(repoRoot, 'apps', 'docs', 'pages')

/** Each snippet of one Markdown file, named for the type check: `<stem>_<n>.ts`, or `<stem>/<title>` when titled. */
function snippetsOf(path, stem) {
  const document = relative(repoRoot, path)
  return extractSnippets(readFileSync(path, 'utf8')).map((snippet, index) => ({
    name: snippet.file ? `${stem}/${snippet.file}` : `${stem}_${index}.${snippet.lang}`,
    readme: document,
    line: snippet.line,
    code: snippet.code,
  }))
}

/** The snippets of the root README, the guides under docs/ and every package's README. */
export function readmeSnippets() {
  const guides = readdirSync(join(repoRoot, 'docs')).filter((file) => file.endsWith('.md'))
  const readmes = [
    join(repoRoot, 'README.md'),
    ...guides.map((file) => join(repoRoot, 'docs', file)),
    ...workspacePackages().map(({ dir }) => join(dir, 'README.md')),
  ]
  return readmes.filter(existsSync).flatMap((path) => {
    const readme = relative(repoRoot, path)
    const stem =
      readme
        .replace(/\/?README\.md$/, '')
        .replace(/\.md$/, '')
        .replaceAll('/', '_') || 'root'
    return snippetsOf(path, stem)
  })
}

/** The snippets of the site's pages under `pagesDir` (an include of docs/ is checked there, once). */
export function siteSnippets(pagesDir = sitePagesDir) {
  return readdirSync(pagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(pagesDir, path).startsWith(`api${sep}`))
    .sort()
    .flatMap((path) =>
      snippetsOf(path, `site_${relative(pagesDir, path).replace(/\.md$/, '').replaceAll('/', '_')}`),
    )
}

/** tsc's errors, each named by the document and line its snippet came from. */
export function snippetErrors(snippets, output) {
  return output
    .split('\n')
    .filter((line) => line.includes('error TS'))
    .map((line) => {
      const snippet = snippets.find((candidate) => candidate.name === line.split('(')[0])
      return snippet ? `${snippet.readme} (snippet from line ${snippet.line}): ${line}` : line
    })
}
