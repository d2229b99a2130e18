#!/usr/bin/env node
// `portico-secure-frame`: serves the embedded wallet's secure frame for the local stack.
import { parseArgs } from 'node:util'
import { DEFAULT_FRAME_SERVER_PORT } from './frameServerConstants'
import { readBundlerArgs } from './smartAccountNetworks'
import { startFrameServer } from './startFrameServer'

const USAGE = `Usage: portico-secure-frame --cloud-url <url> [--port <n>] [--host <h>] [--bundler <chainId>=<url> ...]

  --cloud-url  the Portico Cloud the frame logs in with and reads allowed origins from
  --port       port to listen on (default ${DEFAULT_FRAME_SERVER_PORT}; 0 picks a free one)
  --host       address to bind (default 127.0.0.1)
  --bundler    a network with smart accounts and its ERC-4337 bundler, e.g. 31337=http://127.0.0.1:4337 (repeatable)`

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'cloud-url': { type: 'string' },
      port: { type: 'string', default: String(DEFAULT_FRAME_SERVER_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      bundler: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  if (values.help) return console.log(USAGE)
  const cloudUrl = values['cloud-url']
  if (!cloudUrl || !/^https?:\/\/[^/]/.test(cloudUrl))
    throw new Error(`--cloud-url must be an http(s) URL\n\n${USAGE}`)
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port must be a whole number from 0 to 65535, got "${values.port}"`)
  let bundlers: ReturnType<typeof readBundlerArgs>
  try {
    bundlers = readBundlerArgs(values.bundler)
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`)
  }
  const server = await startFrameServer({ cloudUrl, port, host: values.host, bundlers })
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  console.log(`Portico secure frame: ${server.url}`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
