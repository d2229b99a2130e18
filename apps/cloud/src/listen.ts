import { createServer } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { CloudPortInUseError } from './errors'

/** Binds the app on `host` only; a taken port rejects with CloudPortInUseError naming it. Returns the bound port. */
export async function listenCloud(app: FastifyInstance, port: number, host: string): Promise<number> {
  try {
    await app.listen({ port, host })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new CloudPortInUseError(port, host)
    throw error
  }
  const address = app.server.address()
  return typeof address === 'object' && address ? address.port : port
}

/** Fails fast, before the database opens, when `port` is taken; port 0 always passes. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new CloudPortInUseError(port, host) : error),
    )
    probe.listen({ port, host, exclusive: true }, () => resolve())
  })
  await new Promise<void>((resolve) => probe.close(() => resolve()))
}
