#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { CLI_USAGE, parseCliArgs } from './parseCliArgs'
import { type Relay, startRelay } from './startRelay'

async function main(): Promise<void> {
  const { help, metricsTokenFile, ...options } = parseCliArgs(process.argv.slice(2))
  if (help) {
    console.log(CLI_USAGE)
    return
  }
  const metricsToken = metricsTokenFile
    ? readFileSync(metricsTokenFile, 'utf8').trim()
    : process.env.PORTICO_RELAY_METRICS_TOKEN || undefined
  if (metricsTokenFile && !metricsToken) throw new Error(`--metrics-token: ${metricsTokenFile} is empty`)
  const parameters = { ...options, ...(metricsToken ? { metricsToken } : {}) }

  // Signals are handled from the start, so one that arrives mid-start still stops what has started.
  let relay: Relay | undefined
  let stopRequested = false
  const shutdown = async () => {
    if (stopRequested) return
    stopRequested = true
    await relay?.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  relay = await startRelay(parameters)
  if (stopRequested) {
    await relay.close()
    process.exit(0)
  }
  if (parameters.quiet) console.log(`Relay ready: ${relay.url}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
