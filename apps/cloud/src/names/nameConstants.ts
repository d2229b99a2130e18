/** Account names (SPEC §3, §5, §7, §9): the cloud's numbers, each with its unit. */

/** The zone names are registered under when the deployment names none (the local stack's). */
export const DEFAULT_NAME_ZONE = 'portico.test'
/** A signed registration's timestamp may be this far from the server's clock, either way (Reown's rule). */
export const NAME_TIMESTAMP_TOLERANCE_S = 10
/** A DNS label holds at most 63 bytes, so a longer name cannot resolve on chain. */
export const NAME_LABEL_MAX_LENGTH = 63
/** Suggestions answered: the name asked for, then free alternatives (Reown answers 5). */
export const NAME_SUGGESTION_COUNT = 5
/** SLIP-44 coin type of Ethereum mainnet, which every registration also records (ENSIP-9). */
export const MAINNET_COIN_TYPE = 60
/** How long a gateway answer stays valid on chain once signed. */
export const NAME_GATEWAY_ANSWER_TTL_S = 300
/** Spent registration messages are kept this long: past it their timestamp is refused anyway. */
export const NAME_MESSAGE_RETENTION_S = 10 * NAME_TIMESTAMP_TOLERANCE_S
