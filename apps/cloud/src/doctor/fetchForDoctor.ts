import { DOCTOR_CHECK_TIMEOUT_MS, reasonOf } from './doctorCheck'

/** GET with the doctor's time bound; a refused connection or a bad certificate comes back in words. */
export async function fetchForDoctor(url: string): Promise<Response> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(DOCTOR_CHECK_TIMEOUT_MS), redirect: 'manual' })
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`${url} did not answer in ${DOCTOR_CHECK_TIMEOUT_MS / 1000} s`)
    throw new Error(`${url} cannot be reached (${reasonOf(error)})`)
  }
}
