import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { Redis } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'

/**
 * One real Redis for the file; the function it returns opens a connection to it, emptied first, for each store
 * a contract test builds. Every connection and the server are closed after the file.
 */
export function useEmptiedRedis(): () => Promise<Redis> {
  let redis: TestRedis | undefined
  const connections: Redis[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit()))
    await redis?.stop()
  })
  return async () => {
    if (!redis) throw new Error('useEmptiedRedis starts Redis in beforeAll')
    const connection = new Redis(redis.url)
    connections.push(connection)
    await connection.flushall()
    return connection
  }
}
