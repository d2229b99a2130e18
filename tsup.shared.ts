import type { Options } from 'tsup'

/** The one build shape of every publishable package: ESM with declarations, one entry per export. */
export function packageBuild(
  entry: Record<string, string> = { index: 'src/index.ts' },
  overrides: Options = {},
): Options {
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    ...overrides,
  }
}

/**
 * A tsup `onSuccess` that puts `'use client'` at the top of the built entry files, so a Next.js server
 * component may import them as client references. tsup's rollup pass drops module directives, hence after
 * the build; each source map gains one empty first line to stay aligned.
 */
export function markClientEntries(entries: readonly string[], outDir = 'dist'): () => Promise<void> {
  return async () => {
    const { readFile, writeFile } = await import('node:fs/promises')
    for (const entry of entries) {
      const file = `${outDir}/${entry}.js`
      const code = await readFile(file, 'utf8')
      if (code.startsWith("'use client'")) continue
      await writeFile(file, `'use client';\n${code}`)
      const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string }
      await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
    }
  }
}
