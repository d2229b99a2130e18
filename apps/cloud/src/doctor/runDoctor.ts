import { readSocialLoginSettingsFile } from '../socialLogin/readSocialLoginSettingsFile'
import { checkDatabase } from './checkDatabase'
import { checkFrameOrigin } from './checkFrameOrigin'
import { checkOpenIdProviders } from './checkOpenIdProviders'
import { checkRedis } from './checkRedis'
import { checkSmtp } from './checkSmtp'
import type { DoctorCheck, DoctorResult } from './doctorCheck'

/** The settings the doctor checks: those the cloud would start with. */
export type DoctorSettings = {
  database: string
  redis?: string | undefined
  smtpUrl?: string | undefined
  frameOrigin?: string | undefined
  socialProvidersFile?: string | undefined
}

/** The checks the settings call for: a setting left out is reported, not checked. */
export function doctorChecks(settings: DoctorSettings): DoctorCheck[] {
  const checks = [checkDatabase(settings.database)]
  if (settings.redis) checks.push(checkRedis(settings.redis))
  if (settings.smtpUrl) checks.push(checkSmtp(settings.smtpUrl))
  if (settings.frameOrigin) checks.push(checkFrameOrigin(settings.frameOrigin))
  if (settings.socialProvidersFile) {
    const file = settings.socialProvidersFile
    try {
      checks.push(...checkOpenIdProviders(readSocialLoginSettingsFile(file)))
    } catch (error) {
      const message = (error as Error).message
      checks.push({ name: 'social login', run: () => Promise.reject(new Error(message)) })
    }
  }
  return checks
}

/** Runs every check at once; each reports on its own, so one fault never hides another. */
export async function runDoctorChecks(checks: readonly DoctorCheck[]): Promise<DoctorResult[]> {
  return Promise.all(
    checks.map(async ({ name, run }) => {
      try {
        return { name, ok: true, detail: await run() }
      } catch (error) {
        return { name, ok: false, detail: (error as Error).message }
      }
    }),
  )
}

/** One line per check, the settings not given after, and a last line that says whether the deployment is sound. */
export function formatDoctorReport(results: readonly DoctorResult[], settings: DoctorSettings): string {
  const lines = results.map(({ name, ok, detail }) => `${ok ? 'ok  ' : 'FAIL'}  ${name}: ${detail}`)
  const notSet = [
    !settings.redis && 'redis (rate limits are counted in the database; set --redis for several instances)',
    !settings.smtpUrl && 'smtp (email login cannot mail its codes; set --smtp-url)',
    !settings.frameOrigin && "frame origin (set --frame-origin to the secure frame's origin)",
    !settings.socialProvidersFile && 'social login (off; set --social-providers)',
  ].filter((line): line is string => typeof line === 'string')
  for (const line of notSet) lines.push(`--    not set: ${line}`)
  const failed = results.filter((result) => !result.ok).length
  lines.push(failed === 0 ? 'The deployment looks sound.' : `${failed} of ${results.length} checks failed.`)
  return lines.join('\n')
}
