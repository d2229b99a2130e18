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
