import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { signInCheck } from './server/signInCheck'
import { strictCspOnRequest } from './strictCsp'

const DEMO_PORT = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

const sendJson = (response: ServerResponse, body: string | Buffer) => {
  response.setHeader('content-type', 'application/json')
  response.setHeader('cache-control', 'no-store')
  response.end(body)
}

/** The running devnet's description (written by the stack), so the page finds its chains on any port. */
const serveDevnet = (_request: IncomingMessage, response: ServerResponse) => {
  const file = process.env.PORTICO_DEVNET_FILE
  if (!file || !existsSync(file)) {
    response.statusCode = 404
    response.end()
    return
  }
  sendJson(response, readFileSync(file))
}

/** Where the stack's other services listen (cloud, relay, mail sink, secure frame, Farcaster relay); absent values fall back to the default ports. */
const serveStack = (_request: IncomingMessage, response: ServerResponse) =>
  sendJson(
    response,
    JSON.stringify({
      cloudUrl: process.env.PORTICO_CLOUD_URL ?? null,
      relayUrl: process.env.PORTICO_RELAY_URL ?? null,
      mailUrl: process.env.PORTICO_MAIL_URL ?? null,
      oneWalletProjectId: process.env.PORTICO_ONE_WALLET_PROJECT_ID ?? null,
      frameUrl: process.env.PORTICO_FRAME_URL ?? null,
      farcasterRelayUrl: process.env.PORTICO_FARCASTER_RELAY_URL ?? null,
    }),
  )

/** The devnet RPC of an eip155 chain, so the sign-in check verifies contract-wallet signatures there. */
function devnetRpcUrl(chainId: string): string | undefined {
  const file = process.env.PORTICO_DEVNET_FILE
  if (!file || !existsSync(file)) return undefined
  const devnet = JSON.parse(readFileSync(file, 'utf8')) as { chains?: { chainId: number; rpcUrl: string }[] }
  return devnet.chains?.find((chain) => `eip155:${chain.chainId}` === chainId)?.rpcUrl
}

/** The stack's cloud, where the sign-in check asks about session tokens. */
const cloudUrl = () => process.env.PORTICO_CLOUD_URL ?? 'http://127.0.0.1:4000'

function localStackDescription(): Plugin {
  return {
    name: 'portico-local-stack',
    configureServer: (server) => {
      server.middlewares.use('/portico/devnet.json', serveDevnet)
      server.middlewares.use('/portico/stack.json', serveStack)
      server.middlewares.use('/portico/sign-in', signInCheck({ rpcUrlFor: devnetRpcUrl, cloudUrl }))
    },
    configurePreviewServer: (server) => {
      server.middlewares.use('/portico/devnet.json', serveDevnet)
      server.middlewares.use('/portico/stack.json', serveStack)
      server.middlewares.use('/portico/sign-in', signInCheck({ rpcUrlFor: devnetRpcUrl, cloudUrl }))
      // The built demo only: the dev server's React refresh needs an inline script.
      server.middlewares.use(strictCspOnRequest)
    },
  }
}

export default defineConfig({
  plugins: [react(), localStackDescription()],
  server: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  preview: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  build: {
    sourcemap: true,
    // Two pages: the React host (index.html) and a host without React (vanilla.html).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        vanilla: fileURLToPath(new URL('./vanilla.html', import.meta.url)),
      },
    },
  },
})
