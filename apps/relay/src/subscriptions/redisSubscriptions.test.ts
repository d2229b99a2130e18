import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe } from 'vitest'
import { subscriptionsContract } from '../test/subscriptionsContract'
import { createRedisSubscriptions } from './redisSubscriptions'

let redis: TestRedis
const connections: Redis[] = []

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.quit()))
  await redis?.stop()
})

describe('redis subscriptions', () => {
  subscriptionsContract(async (quota) => {
    const connection = new Redis(redis.url)
    connections.push(connection)
    await connection.flushall()
    return createRedisSubscriptions(connection, quota)
  })
})
