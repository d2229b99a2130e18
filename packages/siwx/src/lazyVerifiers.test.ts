import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'

// These read the built package (turbo builds before it tests): what a host's bundler and Node really load.
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const entry = join(dist, 'index.js')
const VERIFIER_LIBRARIES = /^(viem|bip322-js|@polkadot\/|@cosmjs\/|@noble\/curves)/

type Imports = { staticImports: string[]; dynamicImports: string[] }

function importsOf(file: string): Imports {
  const code = readFileSync(file, 'utf8')
  const staticImports = [...code.matchAll(/^(?:import|export)\b[^'"]*?(?:from\s*)?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] as string,
  )
  const dynamicImports = [...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] as string)
  return { staticImports, dynamicImports }
}

/** Every module the file loads before its code runs: its static imports, followed through the package's own chunks. */
function staticClosure(file: string, seen = new Set<string>()): string[] {
  const found: string[] = []
  for (const specifier of importsOf(file).staticImports) {
    if (specifier.startsWith('.')) {
      const chunk = join(dirname(file), specifier)
      if (seen.has(chunk)) continue
      seen.add(chunk)
      found.push(...staticClosure(chunk, seen))
    } else found.push(specifier)
  }
  return found
}

beforeAll(() => {
  if (!existsSync(entry))
    throw new Error('dist/index.js is missing: run `pnpm --filter @portico/siwx build` first')
})

describe('the built entry', () => {
  test('loads no verifier library before a message is verified', () => {
    const loaded = staticClosure(entry)
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.filter((specifier) => VERIFIER_LIBRARIES.test(specifier))).toEqual([])
  })

  test.each([
    ['verifyEip155', 'viem'],
    ['verifySolana', '@noble/curves/ed25519.js'],
    ['verifyBip122', 'bip322-js'],
    ['verifyPolkadot', '@polkadot/util-crypto'],
    ['verifyCosmos', '@cosmjs/amino'],
  ])('reaches %s and its library %s only through import()', (verifier, library) => {
    const chunk = importsOf(entry).dynamicImports.find((specifier) => specifier.includes(verifier))
    expect(chunk, `no import() of ${verifier}`).toBeDefined()
    expect(staticClosure(join(dist, chunk as string))).toContain(library)
  })
})

test('in Node, importing touches no browser global, and verifying a Solana sign-in loads ed25519 and no other namespace’s library', () => {
  // A resolve hook records every bare specifier Node resolves while a script imports the entry and verifies.
  const dir = mkdtempSync(join(tmpdir(), 'siwx-lazy-'))
  const log = join(dir, 'resolved.txt')
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs'
export async function resolve(specifier, context, next) {
  if (!specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, specifier + '\\n')
  return next(specifier, context)
}`,
  )
  const script = `
import { register } from 'node:module'
import { appendFileSync } from 'node:fs'
register(${JSON.stringify(`file://${join(dir, 'hooks.mjs')}`)})
// SSR: importing must touch none of the browser's globals.
for (const name of ['window', 'document', 'location', 'localStorage']) {
  Object.defineProperty(globalThis, name, { configurable: true, get() { throw new Error(name + ' touched') } })
}
const { createSiwxMessage, verifySiwx } = await import(${JSON.stringify(`file://${entry}`)})
appendFileSync(${JSON.stringify(log)}, '--- imported\\n')
const message = createSiwxMessage({
  accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'a.example', uri: 'https://a.example', version: '1', nonce: 'abcdefgh1234' }).toString()
console.log(await verifySiwx({ message, signature: '1'.repeat(64) }))
`
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dist,
    encoding: 'utf8',
  })
  expect(output.trim()).toBe('false')
  const [atImport = '', afterVerify = ''] = readFileSync(log, 'utf8').split('--- imported\n')
  const lines = (text: string) => text.split('\n').filter(Boolean)
  expect(lines(atImport).filter((specifier) => VERIFIER_LIBRARIES.test(specifier))).toEqual([])
  expect(lines(afterVerify)).toContain('@noble/curves/ed25519.js')
  expect(
    lines(afterVerify).filter((specifier) => /^(viem|bip322-js|@polkadot\/|@cosmjs\/)/.test(specifier)),
  ).toEqual([])
})
