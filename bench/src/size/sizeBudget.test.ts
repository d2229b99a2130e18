import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { benchRoot } from '../paths'
import { checkBudgets } from './checkBudgets'
import type { SizeReport } from './runSize'

const cli = join(benchRoot, 'dist', 'sizeCli.js')

// CI's size gate: `bench:size --check` on real Vite builds of the Portico and baseline pages, from the
// workspace packages (never the peers: CI stays offline-safe). Sizes only; no timing is asserted.
test('bench:size --check passes on the Portico page as built from the workspace', () => {
  expect(existsSync(cli), 'bench is built (turbo runs build before test)').toBe(true)
  const out = join(mkdtempSync(join(tmpdir(), 'bench-size-')), 'size.json')
  const run = spawnSync(process.execPath, [cli, '--check', '--out', out], {
    cwd: benchRoot,
    encoding: 'utf8',
  })
  console.log(run.stdout)
  expect(run.stderr).not.toMatch(/Size budget exceeded/)
  expect(run.status).toBe(0)

  // The same real figures with a 10 kB (gzipped) dependency added to Portico's first chunk: over budget.
  const report = JSON.parse(readFileSync(out, 'utf8')) as SizeReport
  const sizeOf = (id: string) => {
    const result = report.products.find((entry) => entry.product === id)
    if (!result?.ok) throw new Error(`${id} did not build`)
    return result.size
  }
  const portico = sizeOf('portico')
  const heavier = { ...portico, initial: { ...portico.initial, gzip: portico.initial.gzip + 10_000 } }
  const checks = checkBudgets({ portico: heavier, baseline: sizeOf('baseline') }, report.budgets)
  expect(checks.find((check) => check.name === 'firstLoadOverBaselineGzip')?.ok).toBe(false)
})
