import { createServer } from 'node:net'
import { DevnetPortInUseError } from './errors'

/** Resolves when `port` can be bound on `host`; rejects with DevnetPortInUseError when it is taken. */
export function assertPortFree(port: number, host: string, purpose: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new DevnetPortInUseError(port, host, purpose) : error)
    })
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}
