import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { outDir, pagesDir } from '../paths'

/** Bundles the Devnet Wallet into one classic script that Playwright injects before each page's own. */
export async function buildWalletScript(): Promise<string> {
  const target = join(outDir, 'wallet')
  await build({
    root: join(pagesDir, 'wallet'),
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: target,
      emptyOutDir: true,
      lib: {
        entry: join(pagesDir, 'wallet', 'main.ts'),
        formats: ['iife'],
        name: 'benchWallet',
        fileName: () => 'wallet.js',
      },
    },
  })
  return readFileSync(join(target, 'wallet.js'), 'utf8')
}
