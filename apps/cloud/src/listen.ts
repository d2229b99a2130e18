import { createServer, type Server } from 'node:http'
import { CloudPortInUseError } from './errors'

/** Binds the server; a taken port rejects with CloudPortInUseError naming it. Returns the bound port. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(error.code === 'EADDRINUSE' ? new CloudPortInUseError(port, host) : error)
    }
    const onListening = () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen({ port, host, exclusive: true })
  })
}

/** Fails fast, before the database opens, when `port` is taken; port 0 always passes. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return
  const probe = createServer()
  await listen(probe, port, host)
  await new Promise<void>((resolve) => probe.close(() => resolve()))
}
