import { execFile } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './repoPaths'

type Manifest = { name: string; version: string; private?: boolean }

/** Every package under packages/ that is published (not private), in the repository or a release copy. */
export function publicPackages(root = repoRoot): { dir: string; manifest: Manifest }[] {
  const packagesDir = join(root, 'packages')
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
 * Publishes a release copy (versionedReleaseCopy) as a release does: `pnpm pack` turns each `workspace:*`
 * into the version `changeset version` gave it (what `changeset publish` ships), then `npm publish`.
 */
export async function publishWorkspace(
  releaseRoot: string,
  workDir: string,
  registryUrl: string,
  token: string,
): Promise<void> {
  const scratch = join(workDir, 'tarballs')
  mkdirSync(scratch)
  const npmrc = join(scratch, '.npmrc')
  writeRegistryConfig(npmrc, registryUrl, token)
  for (const { dir } of publicPackages(releaseRoot)) {
    const packed = await run('pnpm', ['pack', '--pack-destination', scratch, '--json'], { cwd: dir })
    const { filename } = JSON.parse(packed.stdout) as { filename: string }
    await run('npm', ['publish', filename, '--userconfig', npmrc, '--access', 'public', '--ignore-scripts'], {
      cwd: scratch,
    })
  }
}
