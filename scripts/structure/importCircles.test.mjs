import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { importCircles } from './importCircles.mjs'

test('packages/core has no import circle, type-only imports counted', () => {
  expect(importCircles('packages/core/src')).toEqual([])
})

test('the check finds a circle made of type-only imports', () => {
  const folder = mkdtempSync(join(tmpdir(), 'import-circle-'))
  try {
    writeFileSync(
      join(folder, 'account.ts'),
      "import type { User } from './user'\nexport type Account = { user: User }\n",
    )
    writeFileSync(
      join(folder, 'user.ts'),
      "import type { Account } from './account'\nexport type User = { accounts: Account[] }\n",
    )
    // Type-only imports vanish from the built JS, so only `tsPreCompilationDeps` sees this circle.
    expect(importCircles(folder)).toEqual([
      expect.stringMatching(/account\.ts → .*user\.ts → .*account\.ts$/),
    ])
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
