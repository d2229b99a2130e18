import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// turbo builds core before its tests run ("test" dependsOn "build"), so dist/ is this commit's build.
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist')
// esbuild writes `var PorticoError = class extends Error`, and suffixes a name it had to rename (`Error2`).
const ERROR_CLASS = /\b(?:class (\w+Error)\b|(\w+Error)\d* = class\b)/g

const PACKAGE = join(DIST, '..')
// A relative specifier of an import, a dynamic import or a re-export in esbuild's output.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

/**
 * Every JS file of dist/ a host may load: what the package's exports name, and every file those import, in turn.
 * Files no entry reaches (a chunk an earlier build left, as tsup's `clean: false` keeps them) are not loaded.
 */
function distScripts(): string[] {
  const { exports } = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as {
    exports: Record<string, { import?: string }>
  }
  const pending = Object.values(exports).flatMap(({ import: entry }) => (entry ? [join(PACKAGE, entry)] : []))
  const reached = new Set<string>()
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (reached.has(file)) continue
    reached.add(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT))
      pending.push(join(dirname(file), specifier as string))
  }
  return [...reached]
}

test('dist/ defines class PorticoError once, so every entry throws instances of the one class', () => {
  expect(existsSync(join(DIST, 'index.js')), 'build @portico/core first (pnpm build)').toBe(true)
  const definitions = distScripts().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(ERROR_CLASS)]
      .filter(([, declared, assigned]) => (declared ?? assigned) === 'PorticoError')
      .map(() => file),
  )
  expect(definitions).toHaveLength(1)
})

test('dist/ defines each error class once: no entry carries a copy of another entry’s error', () => {
  const counts = new Map<string, number>()
  for (const file of distScripts())
    for (const [, declared, assigned] of readFileSync(file, 'utf8').matchAll(ERROR_CLASS)) {
      const name = (declared ?? assigned) as string
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
  expect(counts.size).toBeGreaterThan(10)
  expect([...counts].filter(([, count]) => count > 1)).toEqual([])
})
