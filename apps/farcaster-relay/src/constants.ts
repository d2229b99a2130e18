/** The local stack's port for the Farcaster relay (beside the OpenID provider's 4300). */
export const DEFAULT_PORT = 4400
export const DEFAULT_HOST = '127.0.0.1'
/** How long a channel lives unanswered or unread; Farcaster's relay keeps its channels for an hour. */
export const DEFAULT_CHANNEL_TTL_MS = 60 * 60 * 1000
/** Where the QR sends a phone: the Farcaster app's Sign In With Farcaster page, as the hosted relay writes it. */
export const DEFAULT_CONNECT_URL_BASE = 'https://farcaster.xyz/~/siwf'
/** A request body larger than this is refused (a signed message and profile are a few kilobytes). */
export const MAX_BODY_BYTES = 16_384
/** Open channels kept at most, so a loop of creates cannot grow the relay without end. */
export const MAX_OPEN_CHANNELS = 10_000
