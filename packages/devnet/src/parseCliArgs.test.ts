import { expect, test } from 'vitest'
import { parseCliArgs } from './parseCliArgs'

test('defaults leave ports to the chain table', () => {
  expect(parseCliArgs([])).toEqual({ ports: {}, help: false })
})

test('reads ports, host and the output file', () => {
  expect(
    parseCliArgs([
      ...['--l1-port', '9545', '--l2-port', '9546', '--solana-port', '9899', '--solana-ws-port', '9900'],
      ...['--host', '127.0.0.1', '--out', 'x.json'],
    ]),
  ).toEqual({
    ports: { l1: 9545, l2: 9546, solana: 9899, solanaWs: 9900 },
    host: '127.0.0.1',
    outFile: 'x.json',
    help: false,
  })
})

test.each([['0'], ['65536'], ['abc'], ['85.5']])(
  'rejects port %s with a message naming the flag',
  (value) => {
    expect(() => parseCliArgs(['--l1-port', value])).toThrow(
      `--l1-port must be a port number from 1 to 65535, got "${value}"`,
    )
  },
)

test('rejects unknown flags', () => {
  expect(() => parseCliArgs(['--chains', '3'])).toThrow(/--chains/)
})
