import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { repoRoot } from '../lib/paths.mjs'
import { workspacePackages } from './workspacePackages.mjs'

// Inside the workspace (ignored by git, like the rest of .portico/), so nothing leaves the repository.
export const snippetsDir = join(repoRoot, '.portico', 'readme-snippets')

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  // A page's titled blocks sit in a folder of their own, at the paths their titles name.
  include: ['**/*.ts', '**/*.tsx'],
}

/** The installed package a bare import names: `@scope/name` or `name`, without a subpath. */
function packageName(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Where a host's other libraries (react, viem…) are installed: in the node_modules of the packages that use them. */
function findInstalled(name) {
  const candidates = [
    ...workspacePackages().map(({ dir }) => join(dir, 'node_modules', name)),
    join(repoRoot, 'apps', 'demo', 'node_modules', name),
    join(repoRoot, 'apps', 'example-next', 'node_modules', name),
    join(repoRoot, 'node_modules', name),
  ]
  return candidates.find((candidate) => existsSync(candidate))
}

function link(target, name) {
  const path = join(snippetsDir, 'node_modules', name)
  mkdirSync(dirname(path), { recursive: true })
  symlinkSync(target, path, 'dir')
}

/**
 * Type-checks snippets as a host would compile them: each a module of its own, `@portico/*` resolved to
 * the workspace packages through their `exports` (so their built `dist`), other libraries to the versions
 * the workspace installs. Returns tsc's exit code and its diagnostics.
 */
export function typecheckSnippets(files) {
  rmSync(snippetsDir, { recursive: true, force: true })
  mkdirSync(snippetsDir, { recursive: true })
  for (const { dir, manifest } of workspacePackages()) link(dir, manifest.name)
  const externals = new Set()
  for (const { code } of files) {
    for (const [, specifier] of code.matchAll(/from '([^'./][^']*)'/g)) {
      const name = packageName(specifier)
      if (!name.startsWith('@portico/')) externals.add(name)
    }
  }
  // The react-jsx transform imports react/jsx-runtime in every .tsx file.
  if (files.some(({ name }) => name.endsWith('.tsx'))) externals.add('react')
  if (externals.has('react')) externals.add('@types/react')
  if (externals.has('react-dom')) externals.add('@types/react-dom')
  for (const name of externals) {
    const installed = findInstalled(name)
    if (!installed)
      throw new Error(`a documentation snippet imports ${name}, which no workspace package installs`)
    link(installed, name)
  }
  for (const { name, code } of files) {
    mkdirSync(dirname(join(snippetsDir, name)), { recursive: true })
    writeFileSync(join(snippetsDir, name), `${code}\n`)
  }
  writeFileSync(join(snippetsDir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
  const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', snippetsDir, '--pretty', 'false'], {
    cwd: snippetsDir,
    encoding: 'utf8',
  })
  return { exitCode: result.status, output: `${result.stdout}${result.stderr}`.trim() }
}
