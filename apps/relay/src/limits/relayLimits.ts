import {
  ADDRESS_MAX_STORED_BYTES,
  ADDRESS_MAX_STORED_MESSAGES,
  CLIENT_MAX_STORED_BYTES,
  CLIENT_MAX_STORED_MESSAGES,
  FETCHES_PER_ADDRESS_PER_WINDOW,
  FETCHES_PER_CLIENT_PER_WINDOW,
  MAILBOX_BUDGET_BYTES,
  MAILBOX_TOPIC_MAX_BYTES,
  MAILBOX_TOPIC_MAX_MESSAGES,
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_TTL_SECONDS,
  PUBLISHES_PER_ADDRESS_PER_WINDOW,
  PUBLISHES_PER_CLIENT_PER_WINDOW,
  PUBLISHES_PER_TOPIC_PER_WINDOW,
  RATE_LIMIT_WINDOW_MS,
  SUBSCRIBES_PER_ADDRESS_PER_WINDOW,
  SUBSCRIBES_PER_CLIENT_PER_WINDOW,
  SUBSCRIPTIONS_PER_ADDRESS,
  SUBSCRIPTIONS_PER_CLIENT,
  TOPICS_PER_BATCH,
  UNACKNOWLEDGED_PER_CONNECTION,
} from '../constants'

/** What one client, one topic and the whole relay may use; defaults in constants.ts. */
export type RelayLimits = {
  /** Length of a rate window; counts restart at each multiple of it (fixed windows). */
  windowMs: number
  /** Publishes per client (its did:key) per window. */
  publishesPerClient: number
  /** Topics subscribed per client per window (a batch of n topics counts n). */
  subscribesPerClient: number
  /** Publishes from one network address per window, whichever did:keys it uses. */
  publishesPerAddress: number
  /** Topics subscribed from one network address per window. */
  subscribesPerAddress: number
  /** Publishes to one topic per window, whoever writes. */
  publishesPerTopic: number
  /** Largest `message` of a publish, in UTF-8 bytes. */
  maxMessageBytes: number
  /** Longest ttl of a publish, in seconds. */
  maxTtlSeconds: number
  /** Messages one topic's mailbox holds at once. */
  topicMaxMessages: number
  /** Bytes one topic's mailbox holds at once. */
  topicMaxBytes: number
  /** Bytes every mailbox together holds (shared by the instances on one Redis). */
  mailboxBudgetBytes: number
  /** Bytes one client's stored messages hold at once; past it its own oldest messages are dropped. */
  clientMaxBytes: number
  /** Messages one client has stored at once; past it its own oldest are dropped. */
  clientMaxMessages: number
  /** Bytes one network address's stored messages hold at once; past it that address's oldest are dropped. */
  addressMaxBytes: number
  /** Messages one network address has stored at once; past it its oldest are dropped. */
  addressMaxMessages: number
  /** Topics one client is subscribed to at once. */
  subscriptionsPerClient: number
  /** Topics the clients that first subscribed from one network address hold at once. */
  subscriptionsPerAddress: number
  /** Topics one batch request (subscribe, unsubscribe, fetch) may name. */
  topicsPerBatch: number
  /** Deliveries one socket carries unacknowledged; past it the oldest is forgotten and stays stored. */
  unacknowledgedPerConnection: number
  /** Topics fetched per client per window (a batch of n topics counts n). */
  fetchesPerClient: number
  /** Topics fetched from one network address per window. */
  fetchesPerAddress: number
}

export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = {
  windowMs: RATE_LIMIT_WINDOW_MS,
  publishesPerClient: PUBLISHES_PER_CLIENT_PER_WINDOW,
  subscribesPerClient: SUBSCRIBES_PER_CLIENT_PER_WINDOW,
  publishesPerAddress: PUBLISHES_PER_ADDRESS_PER_WINDOW,
  subscribesPerAddress: SUBSCRIBES_PER_ADDRESS_PER_WINDOW,
  publishesPerTopic: PUBLISHES_PER_TOPIC_PER_WINDOW,
  maxMessageBytes: MAX_MESSAGE_BYTES,
  maxTtlSeconds: MAX_MESSAGE_TTL_SECONDS,
  topicMaxMessages: MAILBOX_TOPIC_MAX_MESSAGES,
  topicMaxBytes: MAILBOX_TOPIC_MAX_BYTES,
  mailboxBudgetBytes: MAILBOX_BUDGET_BYTES,
  clientMaxBytes: CLIENT_MAX_STORED_BYTES,
  clientMaxMessages: CLIENT_MAX_STORED_MESSAGES,
  addressMaxBytes: ADDRESS_MAX_STORED_BYTES,
  addressMaxMessages: ADDRESS_MAX_STORED_MESSAGES,
  subscriptionsPerClient: SUBSCRIPTIONS_PER_CLIENT,
  subscriptionsPerAddress: SUBSCRIPTIONS_PER_ADDRESS,
  topicsPerBatch: TOPICS_PER_BATCH,
  unacknowledgedPerConnection: UNACKNOWLEDGED_PER_CONNECTION,
  fetchesPerClient: FETCHES_PER_CLIENT_PER_WINDOW,
  fetchesPerAddress: FETCHES_PER_ADDRESS_PER_WINDOW,
}

/** The defaults with `overrides` on top; a limit that is not a positive integer is a mistake caught at start. */
export function resolveRelayLimits(overrides: Partial<RelayLimits> = {}): RelayLimits {
  const limits = { ...DEFAULT_RELAY_LIMITS, ...overrides }
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new TypeError(`Relay limit "${name}" must be a positive integer, got ${value}`)
    }
  }
  // A sender's budget must hold its largest message, or evicting its whole backlog would not make room.
  for (const name of ['clientMaxBytes', 'addressMaxBytes'] as const) {
    if (limits[name] < 2 * limits.maxMessageBytes) {
      throw new TypeError(
        `Relay limit "${name}" must be at least twice maxMessageBytes (${2 * limits.maxMessageBytes}), got ${limits[name]}`,
      )
    }
  }
  return limits
}
