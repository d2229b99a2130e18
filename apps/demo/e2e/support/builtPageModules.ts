import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The modules a built page of the demo loads before any click: its module script and its modulepreloads. */
export function builtPageModules(page: string): { file: string; code: string }[] {
  const html = readFileSync(page, 'utf8')
  const sources = Array.from(
    html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
    ([, path]) => path as string,
  )
  return sources.map((path) => ({ file: path, code: readFileSync(join(dirname(page), path), 'utf8') }))
}
