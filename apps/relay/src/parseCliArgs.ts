import { parseArgs } from 'node:util'
import { DEFAULT_RELAY_HOST, DEFAULT_RELAY_PORT } from './constants'

export const CLI_USAGE = `Usage: portico-relay [--port ${DEFAULT_RELAY_PORT}] [--host ${DEFAULT_RELAY_HOST}] [--redis redis://127.0.0.1:6379] [--quiet]`

export type RelayCliOptions = { port: number; host: string; redisUrl?: string; quiet: boolean; help: boolean }

/** Turns the CLI's arguments into startRelay parameters; a bad value throws a message that names the flag. */
export function parseCliArgs(argv: string[]): RelayCliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      redis: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  let port = DEFAULT_RELAY_PORT
  if (values.port !== undefined) {
    port = Number(values.port)
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      throw new Error(`--port must be a port number from 0 to 65535, got "${values.port}"`)
    }
  }
  if (values.redis !== undefined && !/^rediss?:\/\//.test(values.redis)) {
    throw new Error(`--redis must be a redis:// or rediss:// URL, got "${values.redis}"`)
  }
  return {
    port,
    host: values.host ?? DEFAULT_RELAY_HOST,
    ...(values.redis ? { redisUrl: values.redis } : {}),
    quiet: values.quiet ?? false,
    help: values.help ?? false,
  }
}
