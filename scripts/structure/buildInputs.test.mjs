import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import { handOrderedBuilds, packagesABuildRead, unorderedBuildInputs } from './buildInputs.mjs'

// turbo's `^build` waits for every workspace dependency, devDependencies too; the builds turbo.json orders by
// hand wait only for what they read, so the devnet's build no longer holds core's, and the rest, back.
test('every hand-ordered build waits for each workspace package its built files came from', () => {
  expect(Object.keys(handOrderedBuilds())).toContain('@portico/core')
  expect(unorderedBuildInputs()).toEqual([])
})

test('a build that bundled another package, or imports one, is seen reading it', () => {
  const folder = mkdtempSync(join(repoRoot, 'packages', '.build-inputs-'))
  try {
    mkdirSync(join(folder, 'dist'))
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: '@portico/probe' }))
    writeFileSync(
      join(folder, 'dist', 'index.js.map'),
      JSON.stringify({ sources: ['../src/index.ts', '../../devnet/dist/index.js'] }),
    )
    writeFileSync(join(folder, 'dist', 'index.d.ts'), "import type { Namespace } from '@portico/core'\n")
    writeFileSync(join(folder, 'dist', 'note.d.ts'), "/** As in `import('@portico/ui')`, in words only. */\n")
    const folders = new Map([
      ['@portico/probe', folder.slice(repoRoot.length + 1)],
      ['@portico/devnet', 'packages/devnet'],
      ['@portico/core', 'packages/core'],
      ['@portico/ui', 'packages/ui'],
    ])
    expect(packagesABuildRead(folders.get('@portico/probe'), folders)).toEqual([
      '@portico/core',
      '@portico/devnet',
    ])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
