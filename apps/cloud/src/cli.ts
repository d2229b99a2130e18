#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { chainsFromDevnetDescription } from './chains/chainsFromDevnet'
import { CLI_USAGE, parseCliArgs } from './parseCliArgs'
import { type Cloud, startCloud } from './startCloud'

async function main(): Promise<void> {
  const { help, devnetFile, ...options } = parseCliArgs(process.argv.slice(2))
  if (help) {
    console.log(CLI_USAGE)
    return
  }
  // Signals are handled from the start, so one that arrives mid-start still closes what started.
  let cloud: Cloud | undefined
  let stopRequested = false
  const shutdown = async () => {
    if (stopRequested) return
    stopRequested = true
    await cloud?.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  const chains = devnetFile
    ? chainsFromDevnetDescription(JSON.parse(readFileSync(devnetFile, 'utf8')))
    : undefined
  cloud = await startCloud({ ...options, ...(chains ? { chains } : {}) })
  if (stopRequested) {
    await cloud.close()
    process.exit(0)
  }
  console.log(`Portico Cloud: ${cloud.url}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
