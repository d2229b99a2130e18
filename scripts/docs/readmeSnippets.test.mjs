import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { readmeSnippets, siteSnippets, snippetErrors } from './documentSnippets.mjs'
import { typecheckSnippets } from './typecheckSnippets.mjs'

// Documents that show code: each must hold at least one snippet, so the check never passes empty.
const READMES_WITH_CODE = [
  'README.md',
  'docs/migrating-from-appkit.md',
  ...['core', 'react', 'ui', 'adapter-evm', 'adapter-solana', 'test-wallets', 'devnet'].map(
    (folder) => `packages/${folder}/README.md`,
  ),
  ...['getting-started/react', 'getting-started/nextjs', 'guides/namespaces', 'guides/siwx'].map(
    (page) => `apps/docs/pages/${page}.md`,
  ),
]

test('every ts and tsx snippet of the READMEs and of the docs site compiles against the built packages', () => {
  const snippets = [...readmeSnippets(), ...siteSnippets()]
  for (const readme of READMES_WITH_CODE)
    expect(
      snippets.some((snippet) => snippet.readme === readme),
      `${readme} shows no ts snippet`,
    ).toBe(true)
  // A snippet known to be wrong proves the check reports errors at all.
  const canary = { name: 'canary.ts', code: "export const count: number = 'three'" }
  const { exitCode, output } = typecheckSnippets([...snippets, canary])
  expect(exitCode).not.toBe(0)
  expect(snippetErrors(snippets, output)).toEqual([
    expect.stringMatching(/^canary\.ts\(1,14\): error TS2322/),
  ])
})

test("a site page's broken snippet fails the check, named by its page and line; its titled files import each other", () => {
  const pagesDir = mkdtempSync(join(tmpdir(), 'portico-site-pages-'))
  try {
    mkdirSync(join(pagesDir, 'guides'))
    writeFileSync(
      join(pagesDir, 'guides', 'probe.md'),
      [
        '# Probe',
        '```ts [lib/count.ts]',
        'export const count = 3',
        '```',
        '```ts [main.ts]',
        "import { count } from './lib/count'",
        'export const doubled: number = count * 2',
        '```',
        '```ts',
        "import { createPortico } from '@portico/core'",
        'createPortico({ projectId: 42 })',
        '```',
      ].join('\n'),
    )
    mkdirSync(join(pagesDir, 'api'))
    writeFileSync(
      join(pagesDir, 'api', 'index.md'),
      "```ts\nexport const generated: number = 'left out'\n```\n",
    )
    const snippets = siteSnippets(pagesDir)
    expect(snippets.map((snippet) => snippet.name)).toEqual([
      'site_guides_probe/lib/count.ts',
      'site_guides_probe/main.ts',
      'site_guides_probe_2.ts',
    ])
    const { exitCode, output } = typecheckSnippets(snippets)
    expect(exitCode).not.toBe(0)
    const errors = snippetErrors(snippets, output)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(
      /probe\.md \(snippet from line 10\): site_guides_probe_2\.ts\(2,\d+\): error TS/,
    )
  } finally {
    rmSync(pagesDir, { recursive: true, force: true })
  }
})
