import { describe } from 'vitest'
import { useEmptiedRedis } from '../test/emptiedRedis'
import { mailboxContract } from '../test/mailboxContract'
import { createRedisMailbox } from './redisMailbox'

const emptiedRedis = useEmptiedRedis()

describe('redis mailbox', () => {
  mailboxContract(async (quota) => createRedisMailbox(await emptiedRedis(), quota))
})
