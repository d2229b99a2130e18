import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import { extractSnippets } from './extractSnippets.mjs'
import { typecheckSnippets } from './typecheckSnippets.mjs'
import { workspacePackages } from './workspacePackages.mjs'

// Documents that show code: each must hold at least one snippet, so the check never passes empty.
const READMES_WITH_CODE = [
  'README.md',
  'docs/migrating-from-appkit.md',
  ...['core', 'react', 'ui', 'adapter-evm', 'adapter-solana', 'test-wallets', 'devnet'].map(
    (folder) => `packages/${folder}/README.md`,
  ),
]

function readmeSnippets() {
  const guides = readdirSync(join(repoRoot, 'docs')).filter((file) => file.endsWith('.md'))
  const readmes = [
    join(repoRoot, 'README.md'),
    ...guides.map((file) => join(repoRoot, 'docs', file)),
    ...workspacePackages().map(({ dir }) => join(dir, 'README.md')),
  ]
  return readmes.filter(existsSync).flatMap((path) =>
    extractSnippets(readFileSync(path, 'utf8')).map((snippet, index) => {
      const readme = relative(repoRoot, path)
      const stem =
        readme
          .replace(/\/?README\.md$/, '')
          .replace(/\.md$/, '')
          .replaceAll('/', '_') || 'root'
      const name = `${stem}_${index}.${snippet.lang}`
      return { name, readme, line: snippet.line, code: snippet.code }
    }),
  )
}

test('every ts and tsx snippet of the READMEs compiles against the built packages', () => {
  const snippets = readmeSnippets()
  for (const readme of READMES_WITH_CODE)
    expect(
      snippets.some((snippet) => snippet.readme === readme),
      `${readme} shows no ts snippet`,
    ).toBe(true)
  // A snippet known to be wrong proves the check reports errors at all.
  const canary = { name: 'canary.ts', code: "export const count: number = 'three'" }
  const { exitCode, output } = typecheckSnippets([...snippets, canary])
  const where = (name) => snippets.find((snippet) => snippet.name === name)
  const errors = output
    .split('\n')
    .filter((line) => line.includes('error TS'))
    .map((line) => {
      const snippet = where(line.split('(')[0])
      return snippet ? `${snippet.readme} (snippet from line ${snippet.line}): ${line}` : line
    })
  expect(exitCode).not.toBe(0)
  expect(errors).toEqual([expect.stringMatching(/^canary\.ts\(1,14\): error TS2322/)])
})
