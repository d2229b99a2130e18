#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { DEFAULT_OIDC_HOST, DEFAULT_OIDC_PORT } from './constants'
import { startOidcProvider } from './startOidcProvider'

const USAGE = `Usage: portico-oidc-provider --redirect-uri <url> [--redirect-uri <url>…] --client-secret-file <file>
                             [--port ${DEFAULT_OIDC_PORT}] [--host ${DEFAULT_OIDC_HOST}]

  --redirect-uri        where the clients may send people back: the cloud's social callback,
                        e.g. http://127.0.0.1:4000/v1/embedded/social/callback (repeat for more)
  --client-secret-file  a file holding the secret of every client (default: $PORTICO_OIDC_CLIENT_SECRET)`

function port(value: string | undefined): number {
  if (value === undefined) return DEFAULT_OIDC_PORT
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`--port must be a port number from 0 to 65535, got "${value}"`)
  return parsed
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'client-secret-file': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(USAGE)
    return
  }
  const secretFile = values['client-secret-file']
  const clientSecret = secretFile
    ? readFileSync(secretFile, 'utf8').trim()
    : process.env.PORTICO_OIDC_CLIENT_SECRET
  if (!clientSecret) throw new Error('--client-secret-file (or PORTICO_OIDC_CLIENT_SECRET) is required')
  const provider = await startOidcProvider({
    port: port(values.port),
    host: values.host ?? DEFAULT_OIDC_HOST,
    redirectUris: values['redirect-uri'] ?? [],
    clientSecret,
  })
  console.log(`Portico OpenID provider: ${provider.issuer} (clients: ${provider.clientIds.join(', ')})`)
  const stop = () => void provider.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(USAGE)
  process.exit(1)
})
