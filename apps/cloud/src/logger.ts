/** One structured line per event, JSON on stdout (errors on stderr); `quiet` silences info lines. */
export type Logger = {
  info: (event: string, fields?: Record<string, unknown>) => void
  error: (event: string, fields?: Record<string, unknown>) => void
}

export type CreateLoggerParameters = {
  quiet?: boolean
  now?: () => Date
  write?: (line: string, stream: 'stdout' | 'stderr') => void
}

function writeToProcess(line: string, stream: 'stdout' | 'stderr'): void {
  process[stream].write(`${line}\n`)
}

export function createLogger({
  quiet = false,
  now = () => new Date(),
  write = writeToProcess,
}: CreateLoggerParameters = {}): Logger {
  const line = (level: string, event: string, fields: Record<string, unknown>) =>
    JSON.stringify({ time: now().toISOString(), level, event, ...fields })
  return {
    info: (event, fields = {}) => {
      if (!quiet) write(line('info', event, fields), 'stdout')
    },
    error: (event, fields = {}) => write(line('error', event, fields), 'stderr'),
  }
}
