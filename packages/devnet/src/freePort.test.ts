import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { freePort } from './freePort'

const listen = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    )
  })

test('hands out distinct ports below the ephemeral range, each one bindable', async () => {
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
  expect(new Set(ports).size).toBe(20)
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(20_000)
    expect(port).toBeLessThan(32_768)
  }
  const closers = await Promise.all(ports.map(listen))
  await Promise.all(closers.map((close) => close()))
})
