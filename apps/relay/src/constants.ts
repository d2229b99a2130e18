/** The port the local stack expects the relay on (ARCHITECTURE.md, default ports). */
export const DEFAULT_RELAY_PORT = 4001
export const DEFAULT_RELAY_HOST = '127.0.0.1'

/** The SDK drops a socket it has not heard from in 35 s; pinging every 15 s keeps two pings inside that. */
export const PING_INTERVAL_MS = 15_000

/** The longest a message may wait in a mailbox (the SDK's longest publish ttl is 30 days). */
export const MAX_MESSAGE_TTL_SECONDS = 30 * 24 * 60 * 60

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

/** The largest JSON-RPC frame a client may send; WalletConnect payloads are far smaller. */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024
