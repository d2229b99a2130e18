import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { workspacePackages } from '../docs/workspacePackages.mjs'
import { repoRoot } from '../lib/paths.mjs'

// Libraries a host shares with Portico: its copy must be the one Portico uses.
const SHARED = {
  '@portico/adapter-evm': ['viem', '@wagmi/core'],
  '@portico/adapter-solana': ['@solana/web3.js'],
  '@portico/siwx': ['viem'],
  '@portico/test-wallets': ['viem'],
}

/** Whether an exact version lies in a caret range (`^2.57.0`), the only kind these peers use. */
function inCaretRange(version, range) {
  const [major, minor, patch] = version.split('.').map(Number)
  const [low, lowMinor, lowPatch] = range.replace(/^\^/, '').split('.').map(Number)
  if (!range.startsWith('^') || major !== low) return false
  return minor > lowMinor || (minor === lowMinor && patch >= lowPatch)
}

const manifests = new Map(workspacePackages().map(({ manifest }) => [manifest.name, manifest]))

describe.each(Object.entries(SHARED))('%s', (name, libraries) => {
  test.each(libraries)('%s is a peer with a range, pinned exactly for the workspace', (library) => {
    const manifest = manifests.get(name)
    expect(manifest.dependencies?.[library]).toBeUndefined()
    const range = manifest.peerDependencies?.[library]
    const pinned = manifest.devDependencies?.[library]
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    expect(range).toMatch(/^\^\d+\.\d+\.\d+$/)
    expect(inCaretRange(pinned, range)).toBe(true)
  })
})

test('the caret check itself: same major, not older', () => {
  expect(inCaretRange('2.57.20', '^2.57.0')).toBe(true)
  expect(inCaretRange('2.56.9', '^2.57.0')).toBe(false)
  expect(inCaretRange('3.0.0', '^2.57.0')).toBe(false)
})

test('one zustand in the workspace: core and @wagmi/core share a version', () => {
  const lockfile = readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8')
  const versions = new Set(
    [...lockfile.matchAll(/^ {2}zustand@(\d+\.\d+\.\d+)/gm)].map(([, version]) => version),
  )
  expect([...versions]).toHaveLength(1)
})
