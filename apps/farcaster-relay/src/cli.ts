#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { DEFAULT_CHANNEL_TTL_MS, DEFAULT_HOST, DEFAULT_PORT } from './constants'
import { startFarcasterRelay } from './startFarcasterRelay'

const USAGE = `Usage: portico-farcaster-relay [--port ${DEFAULT_PORT}] [--host ${DEFAULT_HOST}] [--channel-ttl-seconds ${DEFAULT_CHANNEL_TTL_MS / 1000}] [--connect-url-base URL]`

function wholeNumber(value: string | undefined, fallback: number, flag: string, min: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!/^[0-9]+$/.test(value) || parsed < min || parsed > 65_535)
    throw new Error(`--${flag} must be a whole number from ${min} to 65535, got "${value}"`)
  return parsed
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'channel-ttl-seconds': { type: 'string' },
      'connect-url-base': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const connectUrlBase = values['connect-url-base']
  if (connectUrlBase !== undefined && !URL.canParse(connectUrlBase))
    throw new Error(`--connect-url-base must be an absolute URL, got "${connectUrlBase}"`)
  const relay = await startFarcasterRelay({
    port: wholeNumber(values.port, DEFAULT_PORT, 'port', 0),
    host: values.host ?? DEFAULT_HOST,
    channelTtlMs:
      wholeNumber(values['channel-ttl-seconds'], DEFAULT_CHANNEL_TTL_MS / 1000, 'channel-ttl-seconds', 1) *
      1000,
    ...(connectUrlBase ? { connectUrlBase } : {}),
  })
  console.log(`Portico Farcaster relay: ${relay.url}`)
  const stop = () => void relay.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(USAGE)
  process.exit(1)
})
