import { afterEach, expect, test, vi } from 'vitest'
import { DEFAULT_PORTS, parseStackArgs } from './stackArgs.mjs'

afterEach(() => vi.unstubAllEnvs())

test('defaults to the ports of ARCHITECTURE.md', () => {
  vi.stubEnv('PORTICO_DEMO_PORT', undefined)
  expect(DEFAULT_PORTS).toEqual({
    demo: 5173,
    l1: 8545,
    l2: 8546,
    solana: 8899,
    solanaWs: 8900,
    polkadot: 9944,
    relay: 4001,
    cloud: 4000,
    smtp: 2525,
    mail: 4200,
    frame: 4100,
    oidc: 4300,
    l1Bundler: 4337,
    l2Bundler: 4338,
    farcasterRelay: 4400,
  })
  expect(parseStackArgs([])).toEqual({ ports: DEFAULT_PORTS })
})

test('PORTICO_DEMO_PORT sets the demo port and flags win over it', () => {
  vi.stubEnv('PORTICO_DEMO_PORT', '6100')
  expect(parseStackArgs(['--l1-port', '9545'])).toEqual({
    ports: { ...DEFAULT_PORTS, demo: 6100, l1: 9545 },
  })
  expect(parseStackArgs(['--port', '7000'])).toEqual({
    ports: { ...DEFAULT_PORTS, demo: 7000 },
  })
})

test.each([
  ['--port', '0'],
  ['--l1-port', '70000'],
  ['--l2-port', 'x'],
  ['--relay-port', '4001x'],
  ['--polkadot-port', '99440'],
  ['--frame-port', '65536'],
  ['--oidc-port', '4300.5'],
  ['--farcaster-relay-port', '4400.5'],
])('refuses %s %s with a message naming the flag', (flag, value) => {
  expect(() => parseStackArgs([flag, value])).toThrow(
    `${flag} must be a port number from 1 to 65535, got "${value}"`,
  )
})

test('--email-code-ttl-minutes is passed on as a number, and refused unless 1 to 999', () => {
  vi.stubEnv('PORTICO_DEMO_PORT', undefined)
  expect(parseStackArgs(['--email-code-ttl-minutes', '1'])).toEqual({
    emailCodeTtlMinutes: 1,
    ports: DEFAULT_PORTS,
  })
  expect(() => parseStackArgs(['--email-code-ttl-minutes', '0'])).toThrow(
    '--email-code-ttl-minutes must be a whole number from 1 to 999, got "0"',
  )
})

test('refuses unknown flags', () => {
  expect(() => parseStackArgs(['--smtp-host', '2525'])).toThrow(/--smtp-host/)
})
