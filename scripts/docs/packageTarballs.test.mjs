import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { repoRoot } from '../lib/paths.mjs'
import { workspaceTarballs } from '../lib/testing/workspaceTarballs.mjs'
import { isFromTests } from './isFromTests.mjs'
import { workspacePackages } from './workspacePackages.mjs'

// Packages whose README and LICENSE land later, on a branch of their own (none today).
const ON_ANOTHER_BRANCH = new Set([])

const rootLicense = readFileSync(join(repoRoot, 'LICENSE'), 'utf8')
const packages = workspacePackages().filter(({ folder }) => !ON_ANOTHER_BRANCH.has(folder))

test('the root LICENSE is MIT, by the Portico authors', () => {
  expect(rootLicense).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the Portico authors\n/)
})

describe.each(packages.map((entry) => [entry.manifest.name, entry]))('%s', (_name, { dir, folder }) => {
  test('has a README and the root LICENSE', () => {
    expect(existsSync(join(dir, 'README.md'))).toBe(true)
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(rootLicense)
  })

  test('its tarball holds README, LICENSE and dist, and nothing from tests', async () => {
    const { files } = (await workspaceTarballs()).get(folder)
    expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'package.json']))
    expect(
      files.some((file) => file.startsWith('dist/')),
      'no dist/ (build first)',
    ).toBe(true)
    expect(files.filter(isFromTests)).toEqual([])
  })
})
