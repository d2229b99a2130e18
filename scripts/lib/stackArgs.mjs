import { parseArgs } from 'node:util'

export const DEFAULT_PORTS = {
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
  // The ERC-4337 bundler of each EVM devnet chain.
  l1Bundler: 4337,
  l2Bundler: 4338,
  farcasterRelay: 4400,
}

function port(value, flag, fallback) {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1 || number > 65_535) {
    throw new Error(`${flag} must be a port number from 1 to 65535, got "${value}"`)
  }
  return number
}

/**
 * The stack's ports from flags, then PORTICO_DEMO_PORT, then ARCHITECTURE.md's defaults; and, for a test
 * stack, how long the cloud's mailed codes work (--email-code-ttl-minutes, the cloud's 10 by default).
 */
export function parseStackArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      'l1-port': { type: 'string' },
      'l2-port': { type: 'string' },
      'solana-port': { type: 'string' },
      'solana-ws-port': { type: 'string' },
      'polkadot-port': { type: 'string' },
      'relay-port': { type: 'string' },
      'cloud-port': { type: 'string' },
      'smtp-port': { type: 'string' },
      'mail-port': { type: 'string' },
      'frame-port': { type: 'string' },
      'oidc-port': { type: 'string' },
      'l1-bundler-port': { type: 'string' },
      'l2-bundler-port': { type: 'string' },
      'farcaster-relay-port': { type: 'string' },
      'email-code-ttl-minutes': { type: 'string' },
    },
    strict: true,
  })
  const ttl = values['email-code-ttl-minutes']
  if (ttl !== undefined && !/^[1-9][0-9]{0,2}$/.test(ttl)) {
    throw new Error(`--email-code-ttl-minutes must be a whole number from 1 to 999, got "${ttl}"`)
  }
  return {
    ...(ttl === undefined ? {} : { emailCodeTtlMinutes: Number(ttl) }),
    ports: {
      demo: port(values.port ?? process.env.PORTICO_DEMO_PORT, '--port', DEFAULT_PORTS.demo),
      l1: port(values['l1-port'], '--l1-port', DEFAULT_PORTS.l1),
      l2: port(values['l2-port'], '--l2-port', DEFAULT_PORTS.l2),
      solana: port(values['solana-port'], '--solana-port', DEFAULT_PORTS.solana),
      solanaWs: port(values['solana-ws-port'], '--solana-ws-port', DEFAULT_PORTS.solanaWs),
      polkadot: port(values['polkadot-port'], '--polkadot-port', DEFAULT_PORTS.polkadot),
      relay: port(values['relay-port'], '--relay-port', DEFAULT_PORTS.relay),
      cloud: port(values['cloud-port'], '--cloud-port', DEFAULT_PORTS.cloud),
      smtp: port(values['smtp-port'], '--smtp-port', DEFAULT_PORTS.smtp),
      mail: port(values['mail-port'], '--mail-port', DEFAULT_PORTS.mail),
      frame: port(values['frame-port'], '--frame-port', DEFAULT_PORTS.frame),
      oidc: port(values['oidc-port'], '--oidc-port', DEFAULT_PORTS.oidc),
      l1Bundler: port(values['l1-bundler-port'], '--l1-bundler-port', DEFAULT_PORTS.l1Bundler),
      l2Bundler: port(values['l2-bundler-port'], '--l2-bundler-port', DEFAULT_PORTS.l2Bundler),
      farcasterRelay: port(
        values['farcaster-relay-port'],
        '--farcaster-relay-port',
        DEFAULT_PORTS.farcasterRelay,
      ),
    },
  }
}
