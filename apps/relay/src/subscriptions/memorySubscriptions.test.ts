import { describe } from 'vitest'
import { subscriptionsContract } from '../test/subscriptionsContract'
import { createMemorySubscriptions } from './memorySubscriptions'

describe('memory subscriptions', () => {
  subscriptionsContract(async (quota) => createMemorySubscriptions(quota))
})
