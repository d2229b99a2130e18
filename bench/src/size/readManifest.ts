import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One chunk of Vite's build manifest (.vite/manifest.json). */
export type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export function readManifest(buildDir: string): Manifest {
  return JSON.parse(readFileSync(join(buildDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}
