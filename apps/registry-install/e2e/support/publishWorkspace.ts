import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './repoPaths'

type Manifest = { name: string; version: string; private?: boolean }

/** Every package under packages/ that is published (not private). */
export function publicPackages(): { dir: string; manifest: Manifest }[] {
  const packagesDir = join(repoRoot, 'packages')
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dir = join(packagesDir, entry.name)
      return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest }
    })
    .filter(({ manifest }) => !manifest.private)
}

/** An npm configuration that sends the `@portico` scope to the local registry, with its publish token. */
export function writeRegistryConfig(file: string, registryUrl: string, token: string): void {
  const host = registryUrl.replace(/^http:/, '')
  writeFileSync(file, `@portico:registry=${registryUrl}\n${host}:_authToken=${token}\n`)
}

// Asynchronous on purpose: the registry answers from this same process, so a blocking call would deadlock.
const run = promisify(execFile)

/**
 * Publishes the workspace as a release does: `pnpm pack` turns each `workspace:*` into the version it
 * names (what `changeset publish` ships), then `npm publish` sends the tarball.
 */
export async function publishWorkspace(workDir: string, registryUrl: string, token: string): Promise<void> {
  const scratch = join(workDir, 'tarballs')
  mkdirSync(scratch)
  const npmrc = join(scratch, '.npmrc')
  writeRegistryConfig(npmrc, registryUrl, token)
  for (const { dir } of publicPackages()) {
    const packed = await run('pnpm', ['pack', '--pack-destination', scratch, '--json'], { cwd: dir })
    const { filename } = JSON.parse(packed.stdout) as { filename: string }
    await run('npm', ['publish', filename, '--userconfig', npmrc, '--access', 'public', '--ignore-scripts'], {
      cwd: scratch,
    })
  }
}
