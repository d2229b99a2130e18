import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { LOCALES } from './locales/supportedLocales'

// ARCHITECTURE.md "Loading": checked on the published build, not on the sources.
const dist = join(import.meta.dirname, '..', 'dist')
const read = (file: string) => readFileSync(join(dist, file), 'utf8')
const chunk = (prefix: string) => {
  const file = readdirSync(dist).find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'))
  if (!file) throw new Error(`no ${prefix} chunk in dist/`)
  return file
}

// Every chunk the modal's router loads a view from: a view's own, or one a few views share (the name views).
const routerFile = (name: string) => readFileSync(join(import.meta.dirname, 'modal', 'Router', name), 'utf8')
const VIEW_CHUNKS = [
  ...`${routerFile('viewComponents.ts')}${routerFile('viewLoaders.ts')}`.matchAll(
    /import\('\.\.\/\.\.\/views\/[^']+\/([^'/]+)'\)/g,
  ),
].map(([, file]) => file as string)

const STATIC_IMPORT = /(?:^|;|\n)\s*(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?['"](\.\/[^'"]+)['"]/g
const DYNAMIC_IMPORT = /import\(\s*['"](\.\/[^'"]+)['"]\s*\)/g

/** Every file a module pulls in before it runs: itself and its static imports, transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, target] of read(file).matchAll(STATIC_IMPORT)) visit((target as string).slice(2))
  }
  visit(entry)
  return seen
}

const dynamicImports = (file: string) =>
  Array.from(read(file).matchAll(DYNAMIC_IMPORT), ([, target]) => (target as string).slice(2))

describe('the built entry', () => {
  test('exists (turbo builds before testing; by hand, run `pnpm build` first)', () => {
    expect(existsSync(join(dist, 'index.js'))).toBe(true)
  })

  test('statically imports no shell, view, locale or font code', () => {
    const closure = staticClosure('index.js')
    const code = Array.from(closure, read).join('\n')
    for (const prefix of ['mountModal', ...VIEW_CHUNKS, ...LOCALES, 'fontFace']) {
      expect(closure.has(chunk(prefix)), prefix).toBe(false)
    }
    for (const marker of [
      // The element buttons have a shadow root of their own; the modal's element and mount do not load here.
      '"portico-modal"',
      'pc-mount',
      'createRoot',
      'role: "dialog"',
      'Connection rejected',
      'data:font/woff2',
      'Search wallets',
      'getWalletImage',
    ]) {
      expect(code.includes(marker), marker).toBe(false)
    }
    expect(code).not.toMatch(/from ['"]react/)
  })

  test('holds the element buttons, plain DOM with no React', () => {
    const code = Array.from(staticClosure('index.js'), read).join('\n')
    for (const name of ['portico-button', 'portico-account-button', 'portico-network-button'])
      expect(code, name).toContain(`"${name}"`)
    expect(code).toContain('attachShadow({ mode: "open" })')
    expect(code).not.toContain('createRoot')
  })

  test('loads the shell and each locale as chunks of their own, on demand', () => {
    expect(dynamicImports('index.js').sort()).toEqual([...LOCALES.map(chunk), chunk('mountModal')].sort())
    expect(read(chunk('es'))).toContain('Intentar de nuevo')
    expect(read(chunk('es'))).not.toContain('Try again')
    // Each catalogue is alone in its chunk: Arabic's holds no Japanese, and the reverse.
    expect(read(chunk('ar'))).toContain('رجوع')
    expect(read(chunk('ar'))).not.toContain('戻る')
    expect(read(chunk('ja'))).not.toContain('رجوع')
  })

  test('the shell holds the dialog but loads each view and the font separately', () => {
    const shell = staticClosure(chunk('mountModal'))
    const shellCode = Array.from(shell, read).join('\n')
    expect(shellCode).toContain('attachShadow')
    expect(VIEW_CHUNKS).toContain('SwitchNetworkView')
    for (const prefix of [...VIEW_CHUNKS, 'fontFace']) {
      expect(shell.has(chunk(prefix)), prefix).toBe(false)
    }
    // The shell loads the opening views and the list of the others; that list, a chunk of its own, loads the rest.
    expect(shell.has(chunk('viewLoaders')), 'viewLoaders').toBe(false)
    const shellLoads = Array.from(shell).flatMap(dynamicImports)
    expect(shellLoads).toEqual(
      expect.arrayContaining([
        chunk('ConnectView'),
        chunk('AccountView'),
        chunk('viewLoaders'),
        chunk('fontFace'),
      ]),
    )
    expect(shellLoads).not.toContain(chunk('SendView'))
    const listLoads = Array.from(staticClosure(chunk('viewLoaders'))).flatMap(dynamicImports)
    expect([...shellLoads, ...listLoads]).toEqual(expect.arrayContaining(VIEW_CHUNKS.map(chunk)))
    // The Connect view's chunk does not carry the AllWallets view's list, search or prefetch.
    const connect = Array.from(staticClosure(chunk('ConnectView')), read).join('\n')
    expect(connect).not.toContain('Search wallets')
    expect(staticClosure(chunk('ConnectView')).has(chunk('AllWalletsView'))).toBe(false)
    expect(read(chunk('AllWalletsView'))).toContain('aria-setsize')
  })
})

describe('the built font (SPEC §2 Inter)', () => {
  const files = readdirSync(dist)
  const fonts = files.filter((name) => name.endsWith('.woff2'))

  test('no JS chunk carries a font as a data URL', () => {
    for (const file of files.filter((name) => name.endsWith('.js')))
      expect(read(file), file).not.toMatch(/data:font\/|data:application\/font|;base64,d09GMg/)
  })

  test('ships Latin and Latin-ext (and the other subsets) as .woff2 files in dist', () => {
    for (const subset of ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'])
      expect(
        fonts.some((name) => name.startsWith(`inter-${subset}-wght-normal-`)),
        subset,
      ).toBe(true)
    for (const font of fonts)
      expect(readFileSync(join(dist, font)).subarray(0, 4).toString('latin1')).toBe('wOF2')
  })

  test("the font chunk names each file in a literal `new URL('./file', import.meta.url)` a host's bundler copies", () => {
    const code = read(chunk('fontFace'))
    for (const font of fonts) expect(code, font).toContain(`new URL("./${font}", import.meta.url)`)
    expect(code.match(/unicode-range|unicodeRange/g)?.length).toBeGreaterThanOrEqual(fonts.length)
  })
})
