import { expect, test } from 'vitest'
import { inlineAssetUrls } from './literalAssetUrls'

test('the URL of an emitted font names its file as a literal, relative to the chunk', () => {
  const code = [
    'var inter_latin_default = "./inter-latin-NRMW37G5.woff2";',
    'var url = new URL(inter_latin_default, import.meta.url).href;',
  ].join('\n')
  expect(inlineAssetUrls(code)).toContain('new URL("./inter-latin-NRMW37G5.woff2", import.meta.url).href')
})

test('leaves a URL built from anything but an emitted asset as it was', () => {
  const code =
    'var base = "./api/";\nvar url = new URL(base, import.meta.url);\nvar other = new URL(path, import.meta.url);'
  expect(inlineAssetUrls(code)).toBe(code)
})
