import { connect, createServer } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { guardOutsideRequests } from './guardOutsideRequests'

// .invalid never resolves (RFC 2606), and the guard stops the call before any lookup.
const OUTSIDE_HOST = 'portico-guard-check.invalid'
let guard: ReturnType<typeof guardOutsideRequests> | undefined

afterEach(() => {
  guard?.restore()
})

test('a fetch or a raw connection beyond 127.0.0.1 is refused and recorded', async () => {
  guard = guardOutsideRequests()
  await expect(fetch(`http://${OUTSIDE_HOST}/`)).rejects.toThrow('tests stay on 127.0.0.1')
  const refused = await new Promise<Error>((resolve) => {
    connect({ host: OUTSIDE_HOST, port: 443 }).once('error', resolve)
  })
  expect(refused.message).toContain('tests stay on 127.0.0.1')
  expect(guard.outside).toEqual([`http://${OUTSIDE_HOST}/`, `tcp://${OUTSIDE_HOST}`])
})

test('connections to 127.0.0.1 go through untouched', async () => {
  guard = guardOutsideRequests()
  const server = createServer((socket) => socket.end('hello'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const received = await new Promise<string>((resolve, reject) => {
    let text = ''
    connect({ host: '127.0.0.1', port })
      .on('data', (chunk) => {
        text += chunk.toString()
      })
      .on('end', () => resolve(text))
      .on('error', reject)
  })
  await new Promise<void>((resolve) => server.close(() => resolve()))
  expect(received).toBe('hello')
  expect(guard.outside).toEqual([])
})
