import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { outDir, pagesDir } from '../paths'
import type { Product } from '../products'

/** Builds one page with the same Vite and options for every product; returns its output folder. */
export async function buildPage(product: Product, target = join(outDir, product.id)): Promise<string> {
  await build({
    root: join(pagesDir, product.id),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // Some peers' dependencies still read Node's `global`; the page defines it as bundlers commonly do.
    define: { global: 'globalThis' },
    build: {
      outDir: target,
      emptyOutDir: true,
      manifest: true,
      // Vite's defaults otherwise: minified, code-split on dynamic import, as a host app ships it.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
    },
  })
  return target
}
