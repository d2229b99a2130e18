import { describe, expect, test } from 'vitest'
import { createLogger } from './logger'

const collect = (lines: string[]) => ({ write: (line: string) => void lines.push(line.trim()) })

describe('createLogger', () => {
  const now = () => new Date('2026-01-02T03:04:05.000Z')

  test('writes one JSON line per event, errors to the error stream only', () => {
    const out: string[] = []
    const errors: string[] = []
    const logger = createLogger({ now, output: collect(out), errors: collect(errors) })
    logger.info({ path: '/health', status: 200 }, 'request')
    logger.error({ error: 'boom' }, 'request_failed')
    expect(out.map((line) => JSON.parse(line))).toEqual([
      { time: '2026-01-02T03:04:05.000Z', level: 'info', event: 'request', path: '/health', status: 200 },
    ])
    expect(errors.map((line) => JSON.parse(line))).toEqual([
      { time: '2026-01-02T03:04:05.000Z', level: 'error', event: 'request_failed', error: 'boom' },
    ])
  })

  test('quiet drops info lines but keeps errors', () => {
    const lines: string[] = []
    const logger = createLogger({ quiet: true, now, output: collect(lines), errors: collect(lines) })
    logger.info('request')
    logger.error('request_failed')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', event: 'request_failed' })
  })
})
