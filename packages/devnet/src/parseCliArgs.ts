import { parseArgs } from 'node:util'
import type { StartDevnetParameters } from './startDevnet'

export const CLI_USAGE = `Usage: portico-devnet [--l1-port 8545] [--l2-port 8546] [--l1-bundler-port 4337] [--l2-bundler-port 4338] [--solana-port 8899] [--solana-ws-port 8900] [--polkadot-port 9944] [--no-polkadot] [--no-bundlers] [--host 127.0.0.1] [--out .portico/devnet.json] [--name-gateway http://127.0.0.1:4000/v1/profile/gateway]`

function parsePort(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${flag} must be a port number from 1 to 65535, got "${value}"`)
  }
  return port
}

function checkGatewayUrl(value: string): string {
  if (!/^https?:\/\/[^/]/.test(value))
    throw new Error(`--name-gateway must be an http(s) URL, got "${value}"`)
  return value
}

/** Turns the CLI's arguments into startDevnet parameters; a bad value throws a message that names the flag. */
export function parseCliArgs(
  argv: string[],
): StartDevnetParameters & { polkadot: boolean; bundlers: boolean; help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      'l1-port': { type: 'string' },
      'l2-port': { type: 'string' },
      'l1-bundler-port': { type: 'string' },
      'l2-bundler-port': { type: 'string' },
      'solana-port': { type: 'string' },
      'solana-ws-port': { type: 'string' },
      'polkadot-port': { type: 'string' },
      // Node 20's parseArgs has no negated booleans, so the negation is its own flag.
      'no-polkadot': { type: 'boolean' },
      'no-bundlers': { type: 'boolean' },
      host: { type: 'string' },
      out: { type: 'string' },
      'name-gateway': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  const ports: StartDevnetParameters['ports'] = {}
  const l1 = parsePort(values['l1-port'], '--l1-port')
  const l2 = parsePort(values['l2-port'], '--l2-port')
  if (l1 !== undefined) ports.l1 = l1
  if (l2 !== undefined) ports.l2 = l2
  const l1Bundler = parsePort(values['l1-bundler-port'], '--l1-bundler-port')
  const l2Bundler = parsePort(values['l2-bundler-port'], '--l2-bundler-port')
  if (l1Bundler !== undefined) ports.l1Bundler = l1Bundler
  if (l2Bundler !== undefined) ports.l2Bundler = l2Bundler
  const solana = parsePort(values['solana-port'], '--solana-port')
  const solanaWs = parsePort(values['solana-ws-port'], '--solana-ws-port')
  if (solana !== undefined) ports.solana = solana
  if (solanaWs !== undefined) ports.solanaWs = solanaWs
  const polkadot = parsePort(values['polkadot-port'], '--polkadot-port')
  if (polkadot !== undefined) ports.polkadot = polkadot
  return {
    ports,
    ...(values.host ? { host: values.host } : {}),
    ...(values.out ? { outFile: values.out } : {}),
    ...(values['name-gateway'] ? { nameGatewayUrl: checkGatewayUrl(values['name-gateway']) } : {}),
    // The CLI is the local stack's devnet, so it runs the Polkadot chain unless told not to.
    polkadot: !values['no-polkadot'],
    // And the ERC-4337 bundlers, likewise.
    bundlers: !values['no-bundlers'],
    help: values.help ?? false,
  }
}
