import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino'

/** pino: one JSON line per event, `event` naming it; Fastify's request lines carry `requestId`. */
export type Logger = PinoLogger

export type CreateLoggerParameters = {
  /** Errors only. */
  quiet?: boolean
  now?: () => Date
  /** Where info lines go (stdout by default); errors go to `errors` (stderr by default). */
  output?: DestinationStream
  errors?: DestinationStream
}

export function createLogger({
  quiet = false,
  now = () => new Date(),
  output = process.stdout,
  errors = process.stderr,
}: CreateLoggerParameters = {}): Logger {
  return pino(
    {
      level: quiet ? 'error' : 'info',
      messageKey: 'event',
      base: undefined,
      timestamp: () => `,"time":"${now().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    // dedupe: a line goes to the most severe stream that takes it, so errors only to stderr.
    pino.multistream(
      [
        { level: 'info', stream: output },
        { level: 'error', stream: errors },
      ],
      { dedupe: true },
    ),
  )
}
