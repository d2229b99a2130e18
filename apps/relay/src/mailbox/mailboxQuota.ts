import { DEFAULT_RELAY_LIMITS, type RelayLimits } from '../limits/relayLimits'
import type { MailboxQuota } from './types'

/** The mailbox's part of the relay's limits. */
export function mailboxQuota(limits: RelayLimits): MailboxQuota {
  return {
    topicMaxMessages: limits.topicMaxMessages,
    topicMaxBytes: limits.topicMaxBytes,
    budgetBytes: limits.mailboxBudgetBytes,
    clientMaxBytes: limits.clientMaxBytes,
    clientMaxMessages: limits.clientMaxMessages,
    addressMaxBytes: limits.addressMaxBytes,
    addressMaxMessages: limits.addressMaxMessages,
  }
}

export const DEFAULT_MAILBOX_QUOTA: MailboxQuota = mailboxQuota(DEFAULT_RELAY_LIMITS)
