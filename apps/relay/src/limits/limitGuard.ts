import {
  MAILBOX_BUDGET_REACHED_MESSAGE,
  MAILBOX_TOPIC_BYTES_FULL_MESSAGE,
  MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE,
  messageTooLargeMessage,
  RATE_LIMIT_FETCH_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_FETCH_PER_CLIENT_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE,
  RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE,
  RATE_LIMIT_SUBSCRIBE_PER_ADDRESS_MESSAGE,
  RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE,
  RelayLimitError,
  type RelayLimitName,
  RPC_INVALID_PARAMS,
  RPC_MAILBOX_FULL,
  RPC_RATE_LIMITED,
  tooManyAddressSubscriptionsMessage,
  tooManySubscriptionsMessage,
  ttlTooLongMessage,
} from '../errors'
import type { MailboxAddResult } from '../mailbox/types'
import type { SubscriptionAddResult } from '../subscriptions/types'
import type { RateCounter } from './rateCounter'
import type { RelayLimits } from './relayLimits'

/** Who sends a request: the client's did:key and the network address its socket came from. */
export type RelaySender = { readonly clientId: string; readonly address: string }

export type LimitGuardParameters = {
  limits: RelayLimits
  counter: RateCounter
  /** Hears of every refusal, by limit (the refusals /metrics counts). */
  onRefused?: (limit: RelayLimitName) => void
}

export type LimitGuard = ReturnType<typeof createLimitGuard>

const MAILBOX_REFUSALS = {
  topicMessagesFull: ['topic_messages', MAILBOX_TOPIC_MESSAGES_FULL_MESSAGE],
  topicBytesFull: ['topic_bytes', MAILBOX_TOPIC_BYTES_FULL_MESSAGE],
  budgetReached: ['mailbox_budget', MAILBOX_BUDGET_REACHED_MESSAGE],
} as const

/** Checks each request against the relay's limits, throwing RelayLimitError for the first one reached. */
export function createLimitGuard({ limits, counter, onRefused = () => {} }: LimitGuardParameters) {
  const refuse = (limit: RelayLimitName, code: number, message: string): never => {
    onRefused(limit)
    throw new RelayLimitError(limit, code, message)
  }

  const rate = async (key: string, amount: number, limit: number, now: number) =>
    (await counter.hit(key, amount, limits.windowMs, now)) <= limit

  return {
    /** Size and ttl first: a message that can never pass uses none of its sender's rate. */
    async checkPublish(sender: RelaySender, topic: string, message: string, ttlSeconds: number, now: number) {
      const bytes = Buffer.byteLength(message, 'utf8')
      if (bytes > limits.maxMessageBytes) {
        refuse('message_size', RPC_INVALID_PARAMS, messageTooLargeMessage(limits.maxMessageBytes))
      }
      if (ttlSeconds > limits.maxTtlSeconds) {
        refuse('message_ttl', RPC_INVALID_PARAMS, ttlTooLongMessage(limits.maxTtlSeconds))
      }
      // A client over its own rate does not use up the topic's, so it cannot starve its peer.
      if (!(await rate(`publish:client:${sender.clientId}`, 1, limits.publishesPerClient, now))) {
        refuse('publish_per_client', RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_CLIENT_MESSAGE)
      }
      // New did:keys cost nothing, so an address is held to its own rate whatever keys it shows.
      if (!(await rate(`publish:address:${sender.address}`, 1, limits.publishesPerAddress, now))) {
        refuse('publish_per_address', RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_ADDRESS_MESSAGE)
      }
      if (!(await rate(`publish:topic:${topic}`, 1, limits.publishesPerTopic, now))) {
        refuse('publish_per_topic', RPC_RATE_LIMITED, RATE_LIMIT_PUBLISH_PER_TOPIC_MESSAGE)
      }
    },
    async checkSubscribe(sender: RelaySender, topicCount: number, now: number) {
      if (!(await rate(`subscribe:client:${sender.clientId}`, topicCount, limits.subscribesPerClient, now))) {
        refuse('subscribe_per_client', RPC_RATE_LIMITED, RATE_LIMIT_SUBSCRIBE_PER_CLIENT_MESSAGE)
      }
      if (
        !(await rate(`subscribe:address:${sender.address}`, topicCount, limits.subscribesPerAddress, now))
      ) {
        refuse('subscribe_per_address', RPC_RATE_LIMITED, RATE_LIMIT_SUBSCRIBE_PER_ADDRESS_MESSAGE)
      }
    },
    /** Fetching reads every named topic's mailbox, so it is held to a rate like subscribing. */
    async checkFetch(sender: RelaySender, topicCount: number, now: number) {
      if (!(await rate(`fetch:client:${sender.clientId}`, topicCount, limits.fetchesPerClient, now))) {
        refuse('fetch_per_client', RPC_RATE_LIMITED, RATE_LIMIT_FETCH_PER_CLIENT_MESSAGE)
      }
      if (!(await rate(`fetch:address:${sender.address}`, topicCount, limits.fetchesPerAddress, now))) {
        refuse('fetch_per_address', RPC_RATE_LIMITED, RATE_LIMIT_FETCH_PER_ADDRESS_MESSAGE)
      }
    },
    /** The subscription store's answer: a refusal becomes the error that names the quota. */
    checkSubscriptionsAdded(result: SubscriptionAddResult) {
      if (result === 'clientFull') {
        refuse(
          'subscriptions_per_client',
          RPC_MAILBOX_FULL,
          tooManySubscriptionsMessage(limits.subscriptionsPerClient),
        )
      }
      if (result === 'addressFull') {
        refuse(
          'subscriptions_per_address',
          RPC_MAILBOX_FULL,
          tooManyAddressSubscriptionsMessage(limits.subscriptionsPerAddress),
        )
      }
    },
    /** The mailbox's answer to a publish: a refusal becomes the error that names the quota. */
    checkStored(result: MailboxAddResult) {
      if (result === 'stored' || result === 'duplicate') return
      const [limit, message] = MAILBOX_REFUSALS[result]
      refuse(limit, RPC_MAILBOX_FULL, message)
    },
  }
}
