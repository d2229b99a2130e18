import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// turbo builds core before its tests run ("test" dependsOn "build"), so dist/ is this commit's build.
const DIST = join(dirname(fileURLToPath(import.meta.url)), '../../dist')
const STATIC_IMPORT = /(?:^|[\s;])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g
const DYNAMIC_IMPORT = /import\(\s*["']([^"']+)["']\s*\)/g

/** Every file the entry loads before any code runs: itself and its static imports, followed through local chunks. */
function firstChunkFiles(entry: string): { files: string[]; packages: string[] } {
  const files: string[] = []
  const packages = new Set<string>()
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (files.includes(file)) continue
    files.push(file)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  return { files, packages: [...packages] }
}

// ARCHITECTURE.md "Loading": WalletConnect loads only when needed, never with core's first chunk.
test('core’s built entry chunk holds no WalletConnect code; its lazy session chunk loads the universal provider on demand', () => {
  const entry = join(DIST, 'index.js')
  expect(existsSync(entry), 'build @portico/core first (pnpm build)').toBe(true)
  const { files, packages } = firstChunkFiles(entry)
  expect(packages.filter((name) => name.startsWith('@walletconnect/'))).toEqual([])
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n')
  // Bundled SDK code would bring its own strings and classes along.
  for (const marker of [
    'Sign Client not initialized',
    'class UniversalProvider',
    'relay-protocol',
    'wc_sessionPropose',
  ]) {
    expect(code).not.toContain(marker)
  }
  // The connector's session code is a chunk of its own, loaded on first use; it loads the provider in turn.
  const lazyChunks = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)]
      .map(([, specifier]) => specifier as string)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => join(dirname(file), specifier)),
  )
  const lazy = lazyChunks.flatMap((chunk) =>
    firstChunkFiles(chunk).files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT)].map(([, specifier]) => specifier),
    ),
  )
  expect(lazy).toContain('@walletconnect/universal-provider')
})
