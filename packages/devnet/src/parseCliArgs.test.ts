import { expect, test } from 'vitest'
import { parseCliArgs } from './parseCliArgs'

test('defaults leave ports to the chain table', () => {
  expect(parseCliArgs([])).toEqual({ ports: {}, polkadot: true, bundlers: true, help: false })
})

test('--no-polkadot leaves the Polkadot chain out', () => {
  expect(parseCliArgs(['--no-polkadot'])).toEqual({ ports: {}, polkadot: false, bundlers: true, help: false })
})

test('--no-bundlers leaves the ERC-4337 bundlers out', () => {
  expect(parseCliArgs(['--no-bundlers'])).toEqual({ ports: {}, polkadot: true, bundlers: false, help: false })
})

test('reads ports, host and the output file', () => {
  expect(
    parseCliArgs([
      ...['--l1-port', '9545', '--l2-port', '9546', '--solana-port', '9899', '--solana-ws-port', '9900'],
      ...['--polkadot-port', '9945', '--l1-bundler-port', '5337', '--l2-bundler-port', '5338'],
      ...['--host', '127.0.0.1', '--out', 'x.json'],
    ]),
  ).toEqual({
    ports: {
      l1: 9545,
      l2: 9546,
      l1Bundler: 5337,
      l2Bundler: 5338,
      solana: 9899,
      solanaWs: 9900,
      polkadot: 9945,
    },
    host: '127.0.0.1',
    outFile: 'x.json',
    polkadot: true,
    bundlers: true,
    help: false,
  })
})

test.each([
  ['--l1-port', '0'],
  ['--l1-port', '65536'],
  ['--l1-port', 'abc'],
  ['--l1-port', '85.5'],
  ['--polkadot-port', '99440'],
  ['--l2-bundler-port', '70000'],
])('rejects %s %s with a message naming the flag', (flag, value) => {
  expect(() => parseCliArgs([flag, value])).toThrow(
    `${flag} must be a port number from 1 to 65535, got "${value}"`,
  )
})

test('rejects unknown flags', () => {
  expect(() => parseCliArgs(['--chains', '3'])).toThrow(/--chains/)
})

test('--name-gateway points the names resolver at a cloud; anything but an http(s) URL is refused', () => {
  expect(parseCliArgs(['--name-gateway', 'http://127.0.0.1:4010/v1/profile/gateway'])).toMatchObject({
    nameGatewayUrl: 'http://127.0.0.1:4010/v1/profile/gateway',
  })
  expect(() => parseCliArgs(['--name-gateway', '127.0.0.1:4010'])).toThrow(
    '--name-gateway must be an http(s) URL, got "127.0.0.1:4010"',
  )
})
