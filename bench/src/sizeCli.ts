#!/usr/bin/env node
// `pnpm bench:size [--check] [--products appkit,rainbowkit] [--out file.json]`: sizes, and with
// --check a non-zero exit when Portico passes bench/budgets.json, or when turning email and socials on
// grows its first chunk (CI runs it through bench's tests).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { formatSizeReport } from './size/formatSizeReport'
import { runSize } from './size/runSize'

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    products: { type: 'string' },
    out: { type: 'string' },
  },
})
const report = await runSize(values.products?.split(',').filter(Boolean))
console.log(formatSizeReport(report))
if (values.out) {
  mkdirSync(dirname(values.out), { recursive: true })
  writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`)
}
const failed = report.checks.filter((check) => !check.ok)
if (values.check && failed.length > 0) {
  console.error(`Size budget exceeded: ${failed.map((check) => check.name).join(', ')} (bench/budgets.json)`)
  process.exit(1)
}
if (values.check && !report.emailFirstChunk.ok) {
  console.error(`Email and socials grew the first chunk: ${report.emailFirstChunk.problems.join('; ')}`)
  process.exit(1)
}
