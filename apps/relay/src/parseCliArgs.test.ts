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

test('reads repeated --limit name=value', () => {
  expect(
    parseCliArgs(['--limit', 'publishesPerClient=200', '--limit', 'publishesPerAddress=5000']),
  ).toMatchObject({ limits: { publishesPerClient: 200, publishesPerAddress: 5000 } })
})

test('reads --trust-proxy as a hop count or proxy addresses', () => {
  expect(parseCliArgs(['--trust-proxy', '1']).trustProxy).toBe(1)
  expect(parseCliArgs(['--trust-proxy', '127.0.0.1,10.0.0.0/16']).trustProxy).toEqual([
    '127.0.0.1',
    '10.0.0.0/16',
  ])
})

test('the sender budgets and the per-connection bounds are --limit flags too', () => {
  expect(
    parseCliArgs(['--limit', 'addressMaxBytes=67108864', '--limit', 'unacknowledgedPerConnection=200'])
      .limits,
  ).toEqual({ addressMaxBytes: 67_108_864, unacknowledgedPerConnection: 200 })
})

test.each([
  [
    ['--limit', 'publishesPerClinet=200'],
    '--limit publishesPerClinet=200: unknown limit "publishesPerClinet"',
  ],
  [['--limit', 'windowMs=0'], '--limit windowMs=0: the value must be a positive whole number, got "0"'],
  [['--limit', 'windowMs'], '--limit windowMs: the value must be a positive whole number, got ""'],
  [['--limit', 'windowMs=1e4'], 'the value must be a positive whole number, got "1e4"'],
  [['--trust-proxy', '1.5'], '--trust-proxy cannot trust "1.5": it is no IP address or CIDR'],
  [['--trust-proxy', '17'], '--trust-proxy takes a whole number of proxies from 0 to 16, got 17'],
  [['--trust-proxy', 'true'], '--trust-proxy cannot be true: that trusts every X-Forwarded-For entry'],
  [['--trust-proxy', '*'], '--trust-proxy cannot trust "*": that is every address'],
  [['--trust-proxy', '10.0.0.1,0.0.0.0/0'], '--trust-proxy cannot trust "0.0.0.0/0": that is every address'],
])('a bad limit or proxy setting %j is refused with what is wrong', (argv, message) => {
  expect(() => parseCliArgs(argv)).toThrow(message)
})
