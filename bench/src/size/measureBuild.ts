import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSize } from './gzipSize'
import type { Manifest } from './readManifest'

export type ChunkSize = { file: string; name: string; minified: number; gzip: number }

export type BuildSize = {
  /** The entry chunk and every chunk it imports statically: what loads before the page runs. */
  initial: { minified: number; gzip: number; files: ChunkSize[] }
  /** Every JS file the build emitted: all that can ever load. */
  all: { minified: number; gzip: number; files: number }
  /** CSS the entry links (RainbowKit ships a stylesheet); not part of the JS figures. */
  initialCss: { minified: number; gzip: number }
  /** Dynamic entries (lazy chunks) by name, each with what it loads beyond the initial JS. */
  lazy: Record<string, { own: ChunkSize; beyondInitial: { minified: number; gzip: number } }>
}

/** Sizes of one Vite build from its manifest: per chunk, minified bytes and gzip bytes. */
export function measureBuild(buildDir: string, manifest: Manifest): BuildSize {
  const sizeOf = (file: string): ChunkSize => {
    const content = readFileSync(join(buildDir, file))
    return { file, name: chunkName(file), minified: content.length, gzip: gzipSize(content) }
  }
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue
      seen.add(key)
      closure(manifest[key]?.imports ?? [], seen)
    }
    return seen
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`)
  const initialKeys = closure(entries)
  const initialFiles = [...initialKeys].map((key) => sizeOf(fileOf(manifest, key)))
  const initialCss = [...initialKeys].flatMap((key) => manifest[key]?.css ?? []).map(sizeOf)

  const lazy: BuildSize['lazy'] = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue
    const beyond = [...closure([key])].filter((candidate) => !initialKeys.has(candidate))
    const files = beyond.map((candidate) => sizeOf(fileOf(manifest, candidate)))
    lazy[chunkName(chunk.src ?? key)] = { own: sizeOf(chunk.file), beyondInitial: sum(files) }
  }

  const allFiles = listJs(buildDir).map(sizeOf)
  return {
    initial: { ...sum(initialFiles), files: initialFiles },
    all: { ...sum(allFiles), files: allFiles.length },
    initialCss: sum(initialCss),
    lazy,
  }
}

function fileOf(manifest: Manifest, key: string): string {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it`)
  return chunk.file
}

function listJs(buildDir: string, folder = ''): string[] {
  return readdirSync(join(buildDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : listJs(buildDir, path)
    return entry.name.endsWith('.js') ? [path] : []
  })
}

/** `assets/mountModal-X6JARWYO-Bq3f_x-1.js` → `mountModal`: the name without Vite's and tsup's hashes. */
export function chunkName(file: string): string {
  const name = basename(file).replace(/\.[cm]?[jt]sx?$/, '')
  const withoutVite = file.includes('assets/') ? name.replace(/-[A-Za-z0-9_-]{8}$/, '') : name
  return withoutVite.replace(/-[A-Z0-9]{8}$/, '')
}

function sum(files: { minified: number; gzip: number }[]): { minified: number; gzip: number } {
  return files.reduce(
    (total, file) => ({ minified: total.minified + file.minified, gzip: total.gzip + file.gzip }),
    { minified: 0, gzip: 0 },
  )
}
