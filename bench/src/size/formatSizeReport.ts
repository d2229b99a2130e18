import type { SizeReport } from './runSize'

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`

/** The console summary of a size run: one line per page, each budget, then the email page's first chunk. */
export function formatSizeReport(report: SizeReport): string {
  const lines = ['page: initial JS gzip (minified) · all JS gzip']
  for (const result of report.products) {
    if (!result.ok) {
      lines.push(
        `${result.product}: could not be ${result.stage === 'install' ? 'installed' : 'built'}: ${result.error}`,
      )
      continue
    }
    const { initial, all } = result.size
    lines.push(`${result.product}: ${kB(initial.gzip)} (${kB(initial.minified)}) · ${kB(all.gzip)}`)
  }
  for (const check of report.checks) {
    lines.push(
      `${check.ok ? 'ok  ' : 'OVER'} ${check.name}: ${kB(check.actual)} of ${kB(check.budget)} budget`,
    )
  }
  const email = report.emailFirstChunk
  lines.push(
    `${email.ok ? 'ok  ' : 'FAIL'} email page's first chunk: ${kB(email.emailGzip)} (plain page ${kB(email.plainGzip)}, +${email.emailGzip - email.plainGzip} B)${email.problems.map((problem) => `\n     ${problem}`).join('')}`,
  )
  return lines.join('\n')
}
