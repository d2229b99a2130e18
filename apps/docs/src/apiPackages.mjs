import { readFileSync } from 'node:fs'

/** The packages the API reference covers, by folder under packages/. */
export const API_FOLDERS = ['core', 'react', 'ui']

/** A package's name and the declarations of its main entry, as its package.json `exports` names them. */
export function apiPackage(folder) {
  const manifest = JSON.parse(
    readFileSync(new URL(`../../../packages/${folder}/package.json`, import.meta.url)),
  )
  return { folder, name: manifest.name, entry: `../../packages/${folder}/${manifest.exports['.'].types}` }
}
