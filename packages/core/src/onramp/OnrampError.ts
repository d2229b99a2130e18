import { PorticoError } from '../errors/PorticoError'

/** Why an on-ramp step was refused: the cloud's reason when it gave one, else the step's own message. */
export class OnrampError extends PorticoError {
  override name = 'OnrampError'
  readonly code = 'ONRAMP_FAILED'
}

/** The cloud's `{ error }` when it answered one (by name: this chunk holds its own copy of CloudRequestError). */
export function toOnrampError(error: unknown, fallback: string): OnrampError {
  const body =
    (error as Error | undefined)?.name === 'CloudRequestError'
      ? ((error as { body?: unknown }).body as { error?: unknown } | undefined)
      : undefined
  const reason = typeof body?.error === 'string' && body.error ? body.error : fallback
  return new OnrampError(reason, { cause: error })
}
