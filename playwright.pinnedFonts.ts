import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'

/**
 * The only fonts the screenshot browser can see, each from a package the lockfile pins: Inter for
 * Latin, Cyrillic and Greek (and so for what `sans-serif` and `system-ui` mean there), then one Noto
 * family per script the locales need. `family` is the name fontconfig reads from the files.
 */
export const PINNED_FONTS = [
  { package: '@fontsource-variable/inter', family: 'Inter' },
  { package: '@fontsource-variable/noto-sans-sc', family: 'Noto Sans SC Thin' },
  { package: '@fontsource-variable/noto-sans-tc', family: 'Noto Sans TC Thin' },
  { package: '@fontsource-variable/noto-sans-jp', family: 'Noto Sans JP Thin' },
  { package: '@fontsource-variable/noto-sans-kr', family: 'Noto Sans KR Thin' },
  { package: '@fontsource-variable/noto-sans-arabic', family: 'Noto Sans Arabic' },
  { package: '@fontsource-variable/noto-sans-hebrew', family: 'Noto Sans Hebrew Thin' },
  { package: '@fontsource-variable/noto-sans-devanagari', family: 'Noto Sans Devanagari' },
  { package: '@fontsource-variable/noto-sans-bengali', family: 'Noto Sans Bengali' },
  { package: '@fontsource-variable/noto-sans-thai', family: 'Noto Sans Thai' },
] as const

// The generic names a page or an SVG icon may ask for; each resolves to the pinned families above.
const GENERIC_FAMILIES = ['sans-serif', 'sans', 'system-ui', 'serif', 'monospace', 'cursive', 'fantasy']

const require = createRequire(import.meta.url)
// wawoff2 ships no types: the one call made here.
const wawoff2 = require('wawoff2') as { decompress(woff2: Uint8Array): Promise<Uint8Array> }

function packageFontFiles(packageName: string): string[] {
  const filesDir = join(dirname(require.resolve(`${packageName}/package.json`)), 'files')
  // The variable-weight upright faces only: italics and optical-size cuts would be second candidates for a glyph.
  return readdirSync(filesDir)
    .filter((name) => name.endsWith('-wght-normal.woff2'))
    .map((name) => join(filesDir, name))
}

function fontconfigXml(fontsDir: string, cacheDir: string): string {
  const families = PINNED_FONTS.map(({ family }) => `<family>${family}</family>`).join('')
  const aliases = GENERIC_FAMILIES.map(
    (generic) => `  <alias binding="strong"><family>${generic}</family><prefer>${families}</prefer></alias>`,
  ).join('\n')
  // Grey-scale antialiasing with no hinting: how a glyph is drawn is fixed here, not by /etc/fonts.
  const rendering = ['pattern', 'font']
    .map(
      (target) => `  <match target="${target}">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>`,
    )
    .join('\n')
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by playwright.pinnedFonts.ts: the screenshot browser's whole font world. -->
<fontconfig>
  <dir>${fontsDir}</dir>
  <cachedir>${cacheDir}</cachedir>
${aliases}
${rendering}
</fontconfig>
`
}

/**
 * Writes a fontconfig configuration that lists the pinned fonts and nothing of the system's, and
 * resolves to its path for the browser's FONTCONFIG_FILE: which fonts the machine has installed can then
 * change no glyph of a screenshot (issue 14). `home` is a folder of the suite's own (its .test-results),
 * so suites running at once never rewrite each other's.
 */
export async function preparePinnedFonts(home: string): Promise<string> {
  const fontsDir = join(home, 'fonts')
  const configFile = join(home, 'fonts.conf')
  const files = PINNED_FONTS.flatMap(({ package: name }) => packageFontFiles(name))
  const xml = fontconfigXml(fontsDir, join(home, 'cache'))
  // Workers load the config again: a folder already holding the same files and XML is kept as it is.
  const current =
    existsSync(configFile) &&
    readFileSync(configFile, 'utf8') === xml &&
    readdirSync(fontsDir).length === files.length
  if (current) return configFile
  rmSync(home, { recursive: true, force: true })
  mkdirSync(fontsDir, { recursive: true })
  // Chromium draws system fonts with a FreeType of its own that reads no WOFF2: the files go in as TrueType.
  for (const file of files) {
    const trueType = await wawoff2.decompress(readFileSync(file))
    writeFileSync(join(fontsDir, basename(file).replace(/\.woff2$/, '.ttf')), trueType)
  }
  writeFileSync(configFile, xml)
  return configFile
}
