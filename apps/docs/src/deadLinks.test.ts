import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import config from '../.vitepress/config'

const docsDir = fileURLToPath(new URL('..', import.meta.url))
const vitepress = join(docsDir, 'node_modules', 'vitepress', 'bin', 'vitepress.js')
const probes: string[] = []

/** Builds a one-page site whose page links to `target`, with VitePress's defaults; its exit code and output. */
function buildSiteLinkingTo(target: string) {
  // Inside the package, so VitePress resolves from its node_modules; git ignores the folder.
  const root = mkdtempSync(join(docsDir, '.dead-link-probe-'))
  probes.push(root)
  writeFileSync(join(root, 'index.md'), `# Probe\n\n[the other page](${target})\n`)
  writeFileSync(join(root, 'other.md'), '# Other\n')
  const result = spawnSync(process.execPath, [vitepress, 'build', root], { cwd: docsDir, encoding: 'utf8' })
  return { exitCode: result.status, output: `${result.stdout}${result.stderr}` }
}

afterEach(() => {
  for (const root of probes.splice(0)) rmSync(root, { recursive: true, force: true })
})

test('the site keeps the dead-link check on', () => {
  expect(config.ignoreDeadLinks ?? false).toBe(false)
})

test('a link to a page that exists builds, and one to a missing page fails the build', () => {
  expect(buildSiteLinkingTo('./other.md').exitCode).toBe(0)
  const dead = buildSiteLinkingTo('./missing.md')
  expect(dead.exitCode).not.toBe(0)
  expect(dead.output).toMatch(/dead link/i)
  expect(dead.output).toContain('./missing')
})
