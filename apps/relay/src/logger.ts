export type LogLevel = 'info' | 'warn' | 'error'
export type RelayLogger = (level: LogLevel, message: string, fields?: Record<string, unknown>) => void

/** One JSON object per line, so log shippers can read it without a parser of their own. */
export function createJsonLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
): RelayLogger {
  return (level, message, fields = {}) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
  }
}

export const silentLogger: RelayLogger = () => {}
