import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const DEMO_PORT = Number(process.env.PORTICO_DEMO_PORT ?? 5173)

/** Serves the running devnet's description (written by the stack) so the page finds its chains on any port. */
function localStackDescription(): Plugin {
  const serve = (_request: IncomingMessage, response: ServerResponse) => {
    const file = process.env.PORTICO_DEVNET_FILE
    if (!file || !existsSync(file)) {
      response.statusCode = 404
      response.end()
      return
    }
    response.setHeader('content-type', 'application/json')
    response.setHeader('cache-control', 'no-store')
    response.end(readFileSync(file))
  }
  return {
    name: 'portico-local-stack',
    configureServer: (server) => void server.middlewares.use('/portico/devnet.json', serve),
    configurePreviewServer: (server) => void server.middlewares.use('/portico/devnet.json', serve),
  }
}

export default defineConfig({
  plugins: [react(), localStackDescription()],
  server: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  preview: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  build: { sourcemap: true },
})
