import { HttpError } from '../errors'

export const FRAME_ORIGIN_NOT_SET_MESSAGE =
  "the embedded wallet is not configured on this cloud: start it with --frame-origin <the secure frame's origin>"
export const FRAME_ORIGIN_ONLY_MESSAGE =
  "origin not allowed: the embedded-wallet routes answer only the secure frame's origin"

/** The operator's frame origin as given, or an error naming `source` when it is not a bare origin. */
export function checkFrameOrigin(value: string, source: string): string {
  let origin: string | undefined
  try {
    origin = new URL(value).origin
  } catch {
    origin = undefined
  }
  if (!origin || origin === 'null' || origin !== value.replace(/\/$/, ''))
    throw new Error(
      `${source} takes the secure frame's origin (scheme, host, port; no path), e.g. https://wallet.example.com, got "${value}"`,
    )
  return origin
}

/**
 * The embedded wallet's routes serve the secure frame alone: a call from the host page (or a script in it),
 * or with no Origin at all (a server replaying what it saw), is refused before anything is read.
 */
export function requireFrameOrigin(frameOrigin: string | undefined, origin: string | undefined): void {
  if (!frameOrigin) throw new HttpError(503, FRAME_ORIGIN_NOT_SET_MESSAGE)
  if (origin !== frameOrigin) throw new HttpError(403, FRAME_ORIGIN_ONLY_MESSAGE)
}
