import { describe } from 'vitest'
import { useEmptiedRedis } from '../test/emptiedRedis'
import { subscriptionsContract } from '../test/subscriptionsContract'
import { createRedisSubscriptions } from './redisSubscriptions'

const emptiedRedis = useEmptiedRedis()

describe('redis subscriptions', () => {
  subscriptionsContract(async (quota) => createRedisSubscriptions(await emptiedRedis(), quota))
})
