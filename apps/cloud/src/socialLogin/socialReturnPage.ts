import { isOriginAllowed } from '@portico/core'
import type { Queryable } from '../db/database'
import { HttpError } from '../errors'
import { findProject } from '../projects/findProject'
import { RESULT_URI_PARAM, RETURN_URL_MAX_LENGTH } from './socialLoginConstants'
import { INVALID_RETURN_URL_MESSAGE } from './socialLoginErrors'

/**
 * The page a redirect sign-in returns to: an http(s) page of the origin the frame is embedded in,
 * which the start route has already checked against the project's allowed origins, not yet holding a
 * `result_uri`; else a 400.
 */
export function parseReturnUrl(value: string, pageOrigin: string): string {
  const url = value.length <= RETURN_URL_MAX_LENGTH ? URL.parse(value) : null
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.origin !== pageOrigin ||
    url.username !== '' ||
    url.password !== '' ||
    url.searchParams.has(RESULT_URI_PARAM)
  )
    throw new HttpError(400, INVALID_RETURN_URL_MESSAGE)
  return url.href
}

/**
 * SPEC §2: where the callback sends the person back with the one-time code in `result_uri`; the page is the
 * one stored at the start, checked again against the project's allowed origins (they may have changed since).
 * Undefined when the origin is no longer allowed.
 */
export async function returnPageWithResult(
  db: Queryable,
  returnTo: { url: string; projectId: string },
  resultCode: string,
): Promise<string | undefined> {
  const url = new URL(returnTo.url)
  const project = await findProject(db, returnTo.projectId)
  if (!project || !isOriginAllowed(url.origin, project.allowedOrigins)) return undefined
  // Appended as is (the code is base64url): the page's own parameters keep their exact spelling.
  url.search = `${url.search ? `${url.search}&` : '?'}${RESULT_URI_PARAM}=${resultCode}`
  return url.href
}
