import { describe, expect, test } from 'vitest'
import { createLogger } from './logger'

describe('createLogger', () => {
  const now = () => new Date('2026-01-02T03:04:05.000Z')

  test('writes one JSON line per event, errors to stderr', () => {
    const lines: [string, string][] = []
    const logger = createLogger({ now, write: (line, stream) => lines.push([line, stream]) })
    logger.info('request', { path: '/health', status: 200 })
    logger.error('request_failed', { error: 'boom' })
    expect(lines).toEqual([
      [
        '{"time":"2026-01-02T03:04:05.000Z","level":"info","event":"request","path":"/health","status":200}',
        'stdout',
      ],
      [
        '{"time":"2026-01-02T03:04:05.000Z","level":"error","event":"request_failed","error":"boom"}',
        'stderr',
      ],
    ])
  })

  test('quiet drops info lines but keeps errors', () => {
    const lines: string[] = []
    const logger = createLogger({ quiet: true, now, write: (line) => lines.push(line) })
    logger.info('request')
    logger.error('request_failed')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', event: 'request_failed' })
  })
})
