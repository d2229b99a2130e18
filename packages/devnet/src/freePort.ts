import { createServer } from 'node:net'

// Below Linux's ephemeral range (32768–60999), which the OS hands to outgoing connections: a port picked
// there can be taken by any client socket before the server that wanted it binds.
const FIRST_PORT = 20_000
const LAST_PORT = 32_000
const ATTEMPTS = 50
const handedOut = new Set<number>()

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port free right now on 127.0.0.1, never one this process handed out before, so parallel tests never collide. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * (LAST_PORT - FIRST_PORT))
    if (handedOut.has(port)) continue
    // Claimed before the check, so concurrent calls in this process never return the same port.
    handedOut.add(port)
    if (await canListen(port)) return port
  }
  throw new Error(`No free port on 127.0.0.1 between ${FIRST_PORT} and ${LAST_PORT} after ${ATTEMPTS} tries`)
}
