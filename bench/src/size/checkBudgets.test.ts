import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'
import { checkBudgets } from './checkBudgets'
import { gzipSize } from './gzipSize'
import { measureBuild } from './measureBuild'
import { type Manifest, readManifest } from './readManifest'

/** A build folder as Vite writes it: chunk files and .vite/manifest.json. */
function fakeBuild(files: Record<string, string>, manifest: Manifest): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-size-'))
  for (const [file, content] of Object.entries({
    ...files,
    '.vite/manifest.json': JSON.stringify(manifest),
  })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

/** Code that gzip cannot shrink (random hex), about `bytes` once gzipped: a stand-in dependency. */
function incompressibleModule(gzipBytes: number): string {
  let hex = ''
  while (gzipSize(`export const blob = "${hex}"`) < gzipBytes) hex += randomBytes(256).toString('hex')
  return `export const blob = "${hex}"`
}

const baselineBuild = () =>
  fakeBuild(
    { 'assets/index-aaaaaaaa.js': incompressibleModule(20_000) },
    { 'index.html': { file: 'assets/index-aaaaaaaa.js', isEntry: true } },
  )

/** Portico's shape: an entry, a shared chunk it imports, and the lazy modal shell and a view. */
function porticoBuild(extraInFirstChunk?: string) {
  const files: Record<string, string> = {
    'assets/index-bbbbbbbb.js': incompressibleModule(30_000),
    'assets/chunk-cccccccc.js': incompressibleModule(8_000),
    'assets/mountModal-X6JARWYO-dddddddd.js': incompressibleModule(12_000),
    'assets/ConnectView-AQ33QNCY-eeeeeeee.js': incompressibleModule(3_000),
  }
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index-bbbbbbbb.js',
      isEntry: true,
      imports: ['_chunk-cccccccc.js'],
      dynamicImports: ['../ui/dist/mountModal-X6JARWYO.js'],
    },
    '_chunk-cccccccc.js': { file: 'assets/chunk-cccccccc.js' },
    '../ui/dist/mountModal-X6JARWYO.js': {
      file: 'assets/mountModal-X6JARWYO-dddddddd.js',
      src: '../ui/dist/mountModal-X6JARWYO.js',
      isDynamicEntry: true,
      imports: ['_chunk-cccccccc.js'],
      dynamicImports: ['../ui/dist/ConnectView-AQ33QNCY.js'],
    },
    '../ui/dist/ConnectView-AQ33QNCY.js': {
      file: 'assets/ConnectView-AQ33QNCY-eeeeeeee.js',
      src: '../ui/dist/ConnectView-AQ33QNCY.js',
      isDynamicEntry: true,
    },
  }
  if (extraInFirstChunk) {
    files['assets/dependency-ffffffff.js'] = extraInFirstChunk
    manifest['_dependency-ffffffff.js'] = { file: 'assets/dependency-ffffffff.js' }
    manifest['index.html']?.imports?.push('_dependency-ffffffff.js')
  }
  return fakeBuild(files, manifest)
}

const measure = (dir: string) => measureBuild(dir, readManifest(dir))

const budgets = { firstLoadOverBaselineGzip: 20_000, modalShellGzip: 13_000 }

test('measures the entry with its static imports as initial JS, and lazy chunks beyond it', () => {
  const portico = measure(porticoBuild())
  expect(portico.initial.files.map((file) => file.name)).toEqual(['index', 'chunk'])
  expect(portico.initial.gzip).toBeGreaterThanOrEqual(38_000)
  expect(portico.initial.gzip).toBeLessThan(38_500)
  expect(portico.all.files).toBe(4)
  // The shell's shared chunk is already loaded, so opening the modal costs only the shell itself.
  expect(portico.lazy.mountModal?.beyondInitial.gzip).toBe(portico.lazy.mountModal?.own.gzip)
  expect(Object.keys(portico.lazy).sort()).toEqual(['ConnectView', 'mountModal'])
})

test('passes within the budgets', () => {
  const checks = checkBudgets(
    { portico: measure(porticoBuild()), baseline: measure(baselineBuild()) },
    budgets,
  )
  expect(checks.map((check) => [check.name, check.ok])).toEqual([
    ['firstLoadOverBaselineGzip', true],
    ['modalShellGzip', true],
  ])
})

test('fails when a change adds a 10 kB dependency to the first chunk', () => {
  const baseline = measure(baselineBuild())
  const before = checkBudgets({ portico: measure(porticoBuild()), baseline }, budgets)
  const after = checkBudgets(
    { portico: measure(porticoBuild(incompressibleModule(10_000))), baseline },
    budgets,
  )
  const firstLoad = (checks: typeof before) =>
    checks.find((check) => check.name === 'firstLoadOverBaselineGzip')
  expect(firstLoad(before)?.ok).toBe(true)
  expect(firstLoad(after)?.ok).toBe(false)
  expect((firstLoad(after)?.actual ?? 0) - (firstLoad(before)?.actual ?? 0)).toBeGreaterThanOrEqual(10_000)
})

test('fails when the modal shell grows past its budget, and when the modal is no longer split', () => {
  const baseline = measure(baselineBuild())
  const tight = checkBudgets(
    { portico: measure(porticoBuild()), baseline },
    { ...budgets, modalShellGzip: 11_000 },
  )
  expect(tight.find((check) => check.name === 'modalShellGzip')?.ok).toBe(false)
  expect(() => checkBudgets({ portico: baseline, baseline }, budgets)).toThrow(/no lazy "mountModal" chunk/)
})
