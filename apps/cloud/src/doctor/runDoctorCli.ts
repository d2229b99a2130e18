import { parseCliArgs } from '../parseCliArgs'
import { serviceSettingsFromEnv } from '../serviceSettingsFromEnv'
import { doctorChecks, formatDoctorReport, runDoctorChecks } from './runDoctor'

/** `portico-cloud doctor [the serving flags]`: prints the report and gives the exit code, 1 when a check failed. */
export async function runDoctorCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  write: (output: string) => void,
): Promise<number> {
  const { database, redis, smtpUrl, frameOrigin, socialProvidersFile } = parseCliArgs(argv)
  const settings = {
    database,
    redis,
    ...serviceSettingsFromEnv({ smtpUrl, frameOrigin, socialProvidersFile }, env),
  }
  const results = await runDoctorChecks(doctorChecks(settings))
  write(formatDoctorReport(results, settings))
  return results.every((result) => result.ok) ? 0 : 1
}
