// The local stack and the demo, already built: what `npm run demo` runs after its setup, and what
// the browser tests start. Options: --port, --l1-port, --l2-port,
// --solana-port, --solana-ws-port, --polkadot-port, --relay-port, --cloud-port, --smtp-port, --mail-port,
// --frame-port, --oidc-port, --farcaster-relay-port, --l1-bundler-port, --l2-bundler-port, and --email-code-ttl-minutes (how long the cloud's mailed codes work).
import { runStack } from './lib/runStack.mjs'
import { parseStackArgs } from './lib/stackArgs.mjs'

try {
  await runStack(parseStackArgs(process.argv.slice(2)))
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
