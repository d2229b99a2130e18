import { describe } from 'vitest'
import { mailboxContract } from '../test/mailboxContract'
import { createMemoryMailbox } from './memoryMailbox'

describe('memory mailbox', () => {
  mailboxContract(async (quota) => createMemoryMailbox(quota))
})
