/** One thing `portico-cloud doctor` looks at: it resolves with what it found, or throws saying what is wrong. */
export type DoctorCheck = { name: string; run: () => Promise<string> }

export type DoctorResult = { name: string; ok: boolean; detail: string }

/** Each check bounded: a host that never answers is a fault to report, not a hang. */
export const DOCTOR_CHECK_TIMEOUT_MS = 5_000

/** The words of a failed network call: fetch and ioredis put the reason (ECONNREFUSED, a certificate) in `cause`. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? (error.cause as Error & { code?: string }) : undefined
  if (!cause) return error.message
  return cause.code
    ? `${error.message}: ${cause.code} (${cause.message})`
    : `${error.message}: ${cause.message}`
}
