/** The port the local stack expects the relay on (ARCHITECTURE.md, default ports). */
export const DEFAULT_RELAY_PORT = 4001
export const DEFAULT_RELAY_HOST = '127.0.0.1'

/** The SDK drops a socket it has not heard from in 35 s; pinging every 15 s keeps two pings inside that. */
export const PING_INTERVAL_MS = 15_000

/**
 * Default longest ttl a publish may ask for: sign-client 2.25.0's longest is a session request's
 * expiry, at most 7 days (its SEVEN_DAYS); a proposal, settle or event lives minutes to a day.
 */
export const MAX_MESSAGE_TTL_SECONDS = 7 * 24 * 60 * 60

/** How long a client's subscriptions are remembered without activity (the SDK's subscription ttl). */
export const SUBSCRIPTION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Tags of the messages the relay publishes for wc_proposeSession / wc_approveSession (sign-client ENGINE_RPC_OPTS). */
export const SESSION_PROPOSE_REQUEST_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_REQUEST_TAG = 1102

/** ttl the SDK's publishCustom uses when none is given: five minutes. */
export const DEFAULT_CUSTOM_PUBLISH_TTL_SECONDS = 300

/** Keys and channel names in Redis start with this, so a shared Redis can hold other data too. */
export const REDIS_KEY_PREFIX = 'portico:relay:'

/** WebSocket close code for a refused login (1008: policy violation). */
export const AUTH_CLOSE_CODE = 1008

/** How often expired messages of topics nobody reads are forgotten (memory backend). */
export const MAILBOX_SWEEP_INTERVAL_MS = 60_000

/** Acknowledged deliveries a socket remembers, so a fan-out arriving after the ack is not delivered twice. */
export const RECENT_ACKS_PER_CONNECTION = 1024

/** The largest JSON-RPC frame a client may send; WalletConnect payloads are far smaller. */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024

// Limits: defaults of StartRelayParameters.limits. Rates count in fixed windows.

/** Length of one rate-limit window: counts start again at every multiple of it. */
export const RATE_LIMIT_WINDOW_MS = 10_000

/** Publishes one client (its did:key) may make per window: a dapp's burst of requests fits, a flood does not. */
export const PUBLISHES_PER_CLIENT_PER_WINDOW = 100

/** Topics one client may subscribe per window; counted per topic, so a wallet's reconnect batch of ~100 sessions fits. */
export const SUBSCRIBES_PER_CLIENT_PER_WINDOW = 500

/**
 * Publishes from one network address per window, whatever did:key it shows: a did:key is free to make, so
 * the per-client limit alone is no limit for a flooder. Ten clients' worth, for users behind one NAT.
 */
export const PUBLISHES_PER_ADDRESS_PER_WINDOW = 1_000

/** Topics subscribed from one network address per window (ten clients' worth, as above). */
export const SUBSCRIBES_PER_ADDRESS_PER_WINDOW = 5_000

/** Publishes to one topic per window, by every writer together (a session topic has two). */
export const PUBLISHES_PER_TOPIC_PER_WINDOW = 100

/**
 * Largest message a publish may carry, in UTF-8 bytes: the biggest legitimate payload, a contract
 * deployment (EIP-3860: 48 KiB of initcode, ~100 KB as hex), encrypted and base64'd, stays under it.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024

/** Messages one topic's mailbox keeps at once; a session topic holds a handful. */
export const MAILBOX_TOPIC_MAX_MESSAGES = 500

/** Bytes one topic's mailbox keeps at once (16 messages of the largest size). */
export const MAILBOX_TOPIC_MAX_BYTES = 4 * 1024 * 1024

/** Bytes every mailbox together keeps (in this process, or in the shared Redis). */
export const MAILBOX_BUDGET_BYTES = 256 * 1024 * 1024

/**
 * Bytes of messages one client (did:key) keeps stored at once, on every topic: past it the client's own
 * oldest messages make room, so a flooder only ever displaces itself. 32 of the largest messages; a
 * session's requests are a few KB each.
 */
export const CLIENT_MAX_STORED_BYTES = 8 * 1024 * 1024

/** Messages one client keeps stored at once (a wallet a week offline holds far fewer requests). */
export const CLIENT_MAX_STORED_MESSAGES = 1_000

/** Bytes one network address keeps stored at once, whatever did:keys it shows (four clients' worth). */
export const ADDRESS_MAX_STORED_BYTES = 32 * 1024 * 1024

/** Messages one network address keeps stored at once (ten clients' worth, for users behind one NAT). */
export const ADDRESS_MAX_STORED_MESSAGES = 5_000

/** Topics one client is subscribed to at once: ten times a wallet's reconnect batch of sessions. */
export const SUBSCRIPTIONS_PER_CLIENT = 1_000

/** Topics the clients that subscribed from one network address hold at once (ten clients' worth). */
export const SUBSCRIPTIONS_PER_ADDRESS = 10_000

/** Topics one batch request may name: what sign-client sends at most (its batchSubscribeTopicsLimit). */
export const TOPICS_PER_BATCH = 500

/** Deliveries one socket carries unacknowledged; past it the oldest is forgotten (it stays stored). */
export const UNACKNOWLEDGED_PER_CONNECTION = 1_000

/** Topics fetched (irn_batchFetchMessages, counted per topic) per client per window. */
export const FETCHES_PER_CLIENT_PER_WINDOW = 500

/** Topics fetched from one network address per window (ten clients' worth). */
export const FETCHES_PER_ADDRESS_PER_WINDOW = 5_000

/**
 * Bytes of messages one irn_batchFetchMessages answer carries (then `hasMore`): the SDK reads one answer,
 * and the rest reach it anyway as the backlog its subscribe delivers.
 */
export const FETCH_ANSWER_MAX_BYTES = 4 * 1024 * 1024
