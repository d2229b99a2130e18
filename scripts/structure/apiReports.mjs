import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'
import { repoRoot } from '../lib/paths.mjs'

/** The packages whose public surface is reported: every entry of their package.json `exports`. */
export const REPORTED_PACKAGES = ['packages/core', 'packages/react']

/** Each reported entry: its built declarations and its report, `etc/core.api.md`, `etc/core-networks.api.md`. */
export function reportedEntries() {
  return REPORTED_PACKAGES.flatMap((folder) => {
    const dir = join(repoRoot, folder)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const unscoped = manifest.name.replace(/^@[^/]+\//, '')
    return Object.entries(manifest.exports).map(([subpath, conditions]) => ({
      dir,
      subpath,
      declarations: join(dir, conditions.types),
      reportName: subpath === '.' ? unscoped : `${unscoped}-${subpath.slice(2).replaceAll('/', '-')}`,
    }))
  })
}

function extractorConfig(entry, reportFolder) {
  return ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: join(entry.dir, 'package.json'),
    configObject: {
      projectFolder: entry.dir,
      mainEntryPointFilePath: entry.declarations,
      // Only the built declarations: tsup's dts output, never the sources.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry.declarations],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.reportName,
        reportFolder,
        // In the package's own (ignored) node_modules, so two clones checking at once never share it.
        reportTempFolder: join(entry.dir, 'node_modules/.api-extractor'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        extractorMessageReporting: {
          default: { logLevel: 'error' },
          // No release tags (@public, @beta) are used: every exported name is public.
          'ae-missing-release-tag': { logLevel: 'none' },
          // Types reachable from the API but not exported by name: api-extractor would cite them by the hashed
          // chunk file and line of tsup's declarations, which move with any edit, so they stay out of the report.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
          // Which names lack a doc comment is the API's later review, not this report's check.
          'ae-undocumented': { logLevel: 'none' },
        },
        // Comments follow the house style (SPEC citations), not TSDoc's grammar.
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  })
}

/**
 * Runs api-extractor on one entry's built declarations. `update` writes the report into the package's
 * `etc/`; otherwise it only compares, and `changed` says the built API no longer matches the report.
 */
export function runApiReport(entry, { update = false, reportFolder = join(entry.dir, 'etc') } = {}) {
  const problems = []
  let diff = ''
  if (update) mkdirSync(reportFolder, { recursive: true })
  const result = Extractor.invoke(extractorConfig(entry, reportFolder), {
    localBuild: update,
    printApiReportDiff: true,
    messageCallback(message) {
      if (message.messageId === 'console-api-report-diff') diff = message.text
      else if (message.logLevel === 'error') problems.push(message.text)
      message.handled = true
    },
  })
  return {
    changed: result.apiReportChanged,
    diff,
    problems,
    reportPath: join(reportFolder, `${entry.reportName}.api.md`),
  }
}

// `pnpm api:report`: rewrites every report from the built declarations (build first).
if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false
  for (const entry of reportedEntries()) {
    const { changed, problems } = runApiReport(entry, { update: true })
    for (const problem of problems) console.error(`${entry.reportName}: ${problem}`)
    failed ||= problems.length > 0
    console.log(`${entry.reportName}.api.md ${changed ? 'updated' : 'unchanged'}`)
  }
  process.exit(failed ? 1 : 0)
}
