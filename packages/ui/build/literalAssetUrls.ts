import type { Options } from 'tsup'

type TsupPlugin = NonNullable<Options['plugins']>[number]

// esbuild's file loader emits `var x_default = "./name-HASH.woff2";` and the code reads `new URL(x_default, …)`.
const EMITTED_ASSET = /\bvar (\w+) = "(\.\/[\w.-]+\.(?:woff2|woff|png|svg))";/g

/**
 * Writes each `new URL(asset, import.meta.url)` of an emitted asset with its file name as a string
 * literal: host bundlers (Vite, webpack 5, Rollup's plugins) copy only the files such a literal names.
 */
export function inlineAssetUrls(code: string): string {
  let result = code
  for (const [, name, file] of code.matchAll(EMITTED_ASSET)) {
    result = result.replaceAll(
      `new URL(${name}, import.meta.url)`,
      `new URL(${JSON.stringify(file)}, import.meta.url)`,
    )
  }
  return result
}

/** tsup's hook over every chunk it writes. */
export const literalAssetUrls: TsupPlugin = {
  name: 'literal-asset-urls',
  renderChunk: (code, chunk) => (chunk.path.endsWith('.js') ? { code: inlineAssetUrls(code) } : undefined),
}
