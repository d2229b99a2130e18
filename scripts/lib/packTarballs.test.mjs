import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { workspacePackages } from '../docs/workspacePackages.mjs'
import { packTarballs } from './packTarballs.mjs'

let scratch
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'portico-pack-tarballs-'))
})
afterEach(() => rmSync(scratch, { recursive: true, force: true }))

function fixturePackage(folder, manifest) {
  const dir = join(scratch, 'packages', folder)
  mkdirSync(join(dir, 'dist'), { recursive: true })
  mkdirSync(join(dir, 'node_modules', 'left-pad'), { recursive: true })
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ version: '1.0.0', files: ['dist'], ...manifest }))
  writeFileSync(join(dir, 'dist', 'index.js'), 'export const answer = 42\n')
  writeFileSync(
    join(dir, 'node_modules', 'left-pad', 'package.json'),
    '{ "name": "left-pad", "version": "1.0.0" }',
  )
  return { folder, dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }
}

function packInPlace(dir, destination) {
  mkdirSync(destination, { recursive: true })
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return join(destination, JSON.parse(output)[0].filename)
}

test('a workspace package packed from its copy is byte for byte what npm packs in its own folder', async () => {
  const react = workspacePackages().find(({ folder }) => folder === 'react')
  const [packed] = await packTarballs([react], join(scratch, 'shared'))
  expect(packed).toMatchObject({ folder: 'react', name: '@portico/react' })
  expect(packed.files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']))
  const inPlace = readFileSync(packInPlace(react.dir, join(scratch, 'in-place')))
  expect(readFileSync(packed.tarball).equals(inPlace)).toBe(true)
})

test('every package is packed, reported in the order given, and nothing of node_modules is shipped', async () => {
  const packages = ['b-last', 'a-first', 'c-middle'].map((folder) =>
    fixturePackage(folder, { name: `@fixture/${folder}` }),
  )
  const packed = await packTarballs(packages, join(scratch, 'shared'))
  expect(packed.map(({ folder, name }) => [folder, name])).toEqual([
    ['b-last', '@fixture/b-last'],
    ['a-first', '@fixture/a-first'],
    ['c-middle', '@fixture/c-middle'],
  ])
  for (const { files, tarball } of packed) {
    expect(files.sort()).toEqual(['dist/index.js', 'package.json'])
    expect(readFileSync(tarball).length).toBeGreaterThan(0)
  }
})

test('a package that bundles dependencies is refused, since its copy has no node_modules to bundle', async () => {
  const bundling = fixturePackage('bundling', { name: '@fixture/bundling', bundleDependencies: ['left-pad'] })
  await expect(packTarballs([bundling], join(scratch, 'shared'))).rejects.toThrow(
    '@fixture/bundling bundles dependencies; packTarballs packs without node_modules, so it cannot pack it',
  )
  const bundlingAll = fixturePackage('bundling-all', {
    name: '@fixture/bundling-all',
    bundledDependencies: true,
  })
  await expect(packTarballs([bundlingAll], join(scratch, 'shared'))).rejects.toThrow(
    '@fixture/bundling-all bundles dependencies',
  )
})

test('a package that declares npm workspaces is refused', async () => {
  const root = fixturePackage('root', { name: '@fixture/root', workspaces: ['packages/*'] })
  await expect(packTarballs([root], join(scratch, 'shared'))).rejects.toThrow(
    '@fixture/root declares npm workspaces; packTarballs packs without node_modules, so it cannot pack it',
  )
})
