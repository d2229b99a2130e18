import { PorticoError } from '../errors/PorticoError'

/** A name the cloud offers instead: `alice.portico.test`, and whether someone holds it already. */
export type AccountNameSuggestion = { name: string; registered: boolean }

/** A name-service refusal: the server's first reason (SPEC §8), else the fallback; a taken name brings free ones. */
export class NameServiceError extends PorticoError {
  override name = 'NameServiceError'
  readonly code = 'NAME_SERVICE_REFUSED'
  readonly suggestions: AccountNameSuggestion[]

  constructor(shortMessage: string, suggestions: AccountNameSuggestion[] = [], cause?: unknown) {
    super(shortMessage, { cause })
    this.suggestions = suggestions
  }
}

type NameErrorBody = { reasons?: { description?: unknown }[]; suggestions?: unknown }

/** SPEC §8: the first reason's description when the cloud gave one, otherwise `fallback`. */
export function toNameServiceError(error: unknown, fallback: string): NameServiceError {
  // By name, not class: this chunk holds its own copy of CloudRequestError (tsup.config.ts).
  const body = (
    (error as Error | undefined)?.name === 'CloudRequestError'
      ? (error as { body?: unknown }).body
      : undefined
  ) as NameErrorBody | undefined
  const reason = body?.reasons?.[0]?.description
  const suggestions = Array.isArray(body?.suggestions) ? (body.suggestions as AccountNameSuggestion[]) : []
  return new NameServiceError(typeof reason === 'string' && reason ? reason : fallback, suggestions, error)
}
