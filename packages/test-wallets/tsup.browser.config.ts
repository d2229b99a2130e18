import { defineConfig } from 'tsup'

// The script for Playwright's addInitScript({ path }): one IIFE, every dependency inlined, no Node built-in.
// Built after the package (see `build`), so the package's clean never removes it.
export default defineConfig({
  entry: { browser: 'src/browser.ts' },
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  noExternal: [/.*/],
  minify: true,
  clean: false,
  // Types say what the entry is (a script with no exports), so type-checkers resolve it too.
  dts: true,
})
