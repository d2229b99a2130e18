import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s*(?:[^'"()]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

const sourceOf = (file: string) =>
  ['', '.ts', '.tsx', '/index.ts'].map((suffix) => `${file}${suffix}`).find((path) => existsSync(path))

/**
 * Every module a page's own code names, following its relative imports through the demo's sources:
 * `files` are the demo's own, `packages` the bare specifiers they import.
 */
export function moduleImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const [, fromStatement, fromCall] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (fromStatement ?? fromCall) as string
      if (!specifier.startsWith('.')) {
        packages.add(specifier)
        continue
      }
      const target = sourceOf(resolve(dirname(file), specifier))
      if (!target) throw new Error(`${file} imports ${specifier}, which is not in the demo's sources`)
      visit(target)
    }
  }
  visit(entry)
  return { files: [...files], packages: [...packages] }
}

/** The one module script of an HTML page of the demo, as a path on disk. */
export function pageModule(page: string): string {
  const html = readFileSync(page, 'utf8')
  const scripts = Array.from(html.matchAll(/<script\b[^>]*>/g), ([tag]) => tag)
  if (scripts.length !== 1) throw new Error(`${page} has ${scripts.length} scripts, not one`)
  const [tag] = scripts as [string]
  const src = /type="module"/.test(tag) ? /src="\/([^"]+)"/.exec(tag)?.[1] : undefined
  if (!src) throw new Error(`${page}'s script is not a module with a src: ${tag}`)
  return join(dirname(page), src)
}
