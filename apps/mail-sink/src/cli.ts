#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { DEFAULT_HOST, DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT } from './constants'
import { startMailSink } from './startMailSink'

const USAGE = `Usage: portico-mail-sink [--smtp-port ${DEFAULT_SMTP_PORT}] [--http-port ${DEFAULT_HTTP_PORT}] [--host ${DEFAULT_HOST}]`

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`--${flag} must be a port number from 0 to 65535, got "${value}"`)
  return parsed
}

async function main() {
  const { values } = parseArgs({
    options: {
      'smtp-port': { type: 'string' },
      'http-port': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const sink = await startMailSink({
    smtpPort: port(values['smtp-port'], DEFAULT_SMTP_PORT, 'smtp-port'),
    httpPort: port(values['http-port'], DEFAULT_HTTP_PORT, 'http-port'),
    host: values.host ?? DEFAULT_HOST,
    onMail: (mail) => console.log(`Mail to ${mail.to.join(', ')}: ${mail.subject}`),
  })
  console.log(`Portico mail sink: SMTP ${sink.smtpUrl}, mail at ${sink.httpUrl}`)
  const stop = () => void sink.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(USAGE)
  process.exit(1)
})
