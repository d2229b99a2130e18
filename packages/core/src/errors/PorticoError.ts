export interface PorticoErrorOptions {
  /** Extra context appended to the message, e.g. the value that failed. */
  details?: string
  cause?: unknown
}

/**
 * Base of every error Portico throws: a fixed `name` and a short, human `shortMessage`
 * that the UI can show as is; `message` adds the details.
 */
export class PorticoError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: PorticoErrorOptions = {}) {
    super(options.details ? `${shortMessage}: ${options.details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}
