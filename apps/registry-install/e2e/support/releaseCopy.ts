import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { repoRoot } from './repoPaths'

const run = promisify(execFile)

/** What a release ships of a package beside its manifest. */
const SHIPPED = ['dist', 'README.md', 'LICENSE']

/**
 * The workspace as the release flow leaves it: every manifest, the pending changesets and the built
 * packages copied aside, then `changeset version` run there — real versions and internal ranges, and
 * the repository itself untouched. Returns the copy's root.
 */
export async function versionedReleaseCopy(workDir: string): Promise<string> {
  const root = join(workDir, 'release')
  mkdirSync(root)
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(repoRoot, file), join(root, file))
  cpSync(join(repoRoot, '.changeset'), join(root, '.changeset'), { recursive: true })
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(join(repoRoot, group), { withFileTypes: true })) {
      if (!entry.isDirectory() || !existsSync(join(repoRoot, group, entry.name, 'package.json'))) continue
      const from = join(repoRoot, group, entry.name)
      const to = join(root, group, entry.name)
      mkdirSync(to, { recursive: true })
      cpSync(join(from, 'package.json'), join(to, 'package.json'))
      for (const shipped of SHIPPED)
        if (existsSync(join(from, shipped)))
          cpSync(join(from, shipped), join(to, shipped), { recursive: true })
    }
  }
  // The changelog generator and the CLI resolve from the workspace's own dependencies.
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir')
  await run(process.execPath, [join(repoRoot, 'node_modules/@changesets/cli/bin.js'), 'version'], {
    cwd: root,
  })
  return root
}
