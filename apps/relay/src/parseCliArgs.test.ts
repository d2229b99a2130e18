import { expect, test } from 'vitest'
import { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT } from './constants'
import { parseCliArgs } from './parseCliArgs'

test('defaults to the stack’s relay port on 127.0.0.1, in memory', () => {
  expect(parseCliArgs([])).toEqual({
    port: DEFAULT_RELAY_PORT,
    host: DEFAULT_RELAY_HOST,
    quiet: false,
    help: false,
  })
  expect(DEFAULT_RELAY_PORT).toBe(4001)
})

test('reads --port, --host, --redis and --quiet', () => {
  expect(
    parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--redis', 'redis://10.0.0.2:6379', '--quiet']),
  ).toEqual({
    port: 0,
    host: '0.0.0.0',
    redisUrl: 'redis://10.0.0.2:6379',
    quiet: true,
    help: false,
  })
})

test.each([
  [['--port', 'abc'], '--port must be a port number from 0 to 65535, got "abc"'],
  [['--port', '70000'], '--port must be a port number from 0 to 65535, got "70000"'],
  [['--redis', 'localhost:6379'], '--redis must be a redis:// or rediss:// URL, got "localhost:6379"'],
])('%j is refused with a message naming the flag', (argv, message) => {
  expect(() => parseCliArgs(argv)).toThrow(message)
})
