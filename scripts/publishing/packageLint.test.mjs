import { readFileSync } from 'node:fs'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, test } from 'vitest'
import { workspacePackages } from '../docs/workspacePackages.mjs'
import { workspaceTarballs } from '../lib/testing/workspaceTarballs.mjs'

// Every package ships ESM only (tsup.shared.ts): CommonJS and node10 resolution are not offered, so
// those two resolution kinds are left out, as attw's own `--profile esm-only` does.
const NOT_OFFERED = new Set(['node10', 'node16-cjs'])

// publint guesses a file's format by regex: the test wallets' IIFE script holds @scure/btc-signer's error
// text "No global.txVersion", which its CJS pattern (` global.x`) matches. The script is no CommonJS.
const KNOWN_FALSE_POSITIVES = new Set([
  'pkg.exports["./browser"].default is ./dist/browser.global.js and is written in CJS, but is interpreted as ESM. Consider using the .cjs extension, e.g. ./dist/browser.global.cjs',
])

describe.each(workspacePackages().map((entry) => [entry.manifest.name, entry]))(
  '%s',
  (_name, { dir, folder, manifest }) => {
    test('publint finds nothing, suggestions included', async () => {
      const { messages } = await publint({ pkgDir: dir, level: 'suggestion', strict: true })
      // Plain text: with CI=true the default is colour codes, which no listed false positive would match.
      const found = messages.map((message) => formatMessage(message, manifest, { color: false }))
      expect(found.filter((text) => !KNOWN_FALSE_POSITIVES.has(text))).toEqual([])
    })

    test('are the types wrong? no, for every entry point and ESM resolution', async () => {
      const tarball = new Uint8Array(readFileSync((await workspaceTarballs()).get(folder).tarball))
      const result = await checkPackage(createPackageFromTarballData(tarball))
      const problems = (result.problems ?? []).filter((problem) => !NOT_OFFERED.has(problem.resolutionKind))
      expect(
        problems.map(
          (problem) => `${problem.kind} ${problem.entrypoint ?? ''} ${problem.resolutionKind ?? ''}`,
        ),
      ).toEqual([])
    })
  },
)
