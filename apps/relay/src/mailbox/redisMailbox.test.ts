import { startRedis, type TestRedis } from '@portico/devnet/startRedis'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe } from 'vitest'
import { mailboxContract } from '../test/mailboxContract'
import { createRedisMailbox } from './redisMailbox'

let redis: TestRedis
const connections: Redis[] = []

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.quit()))
  await redis?.stop()
})

describe('redis mailbox', () => {
  mailboxContract(async (quota) => {
    const connection = new Redis(redis.url)
    connections.push(connection)
    await connection.flushall()
    return createRedisMailbox(connection, quota)
  })
})
