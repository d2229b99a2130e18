import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { outDir, pagesDir } from '../paths'
import type { Product } from '../products'

export type BuiltPage = {
  dir: string
  /** Source bytes (before minifying) in the initial chunks, by package: what the first load is made of. */
  initialComposition: Record<string, number>
}

/** Builds one page with the same Vite and options for every product. */
export async function buildPage(product: Product, target = join(outDir, product.id)): Promise<BuiltPage> {
  // Vite and the React plugin take a production build from NODE_ENV, which vitest sets to "test".
  process.env.NODE_ENV = 'production'
  const output = await build({
    root: join(pagesDir, product.id),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Some peers' dependencies still read Node's `global`; the page defines it as bundlers commonly do.
    define: { global: 'globalThis', 'process.env.NODE_ENV': JSON.stringify('production') },
    mode: 'production',
    build: {
      outDir: target,
      emptyOutDir: true,
      manifest: true,
      // Vite's defaults otherwise: minified, code-split on dynamic import, as a host app ships it.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((item) => item.type === 'chunk') : [],
  )
  return { dir: target, initialComposition: initialComposition(chunks) }
}

type Chunk = {
  fileName: string
  isEntry: boolean
  imports: string[]
  modules: Record<string, { renderedLength: number }>
}

function initialComposition(chunks: Chunk[]): Record<string, number> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set<string>()
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || initial.has(chunk.fileName)) return
    initial.add(chunk.fileName)
    for (const imported of chunk.imports) visit(byFile.get(imported))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  const bytes: Record<string, number> = {}
  for (const name of initial) {
    for (const [id, module] of Object.entries(byFile.get(name)?.modules ?? {})) {
      const owner = packageOf(id)
      bytes[owner] = (bytes[owner] ?? 0) + module.renderedLength
    }
  }
  return Object.fromEntries(Object.entries(bytes).sort((a, b) => b[1] - a[1]))
}

/** `/…/node_modules/.pnpm/x/node_modules/@scope/name/dist/a.js` → `@scope/name`; workspace packages by folder. */
function packageOf(id: string): string {
  const workspace = /\/(?:packages|apps)\/([^/]+)\/dist\//.exec(id)
  if (workspace) return `@portico/${workspace[1]}`
  const inModules = id.split('node_modules/').at(-1) ?? id
  if (inModules === id) return id.includes('/pages/') ? '(the page itself)' : '(bundler runtime)'
  const parts = inModules.split('/')
  return (parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) ?? id
}
