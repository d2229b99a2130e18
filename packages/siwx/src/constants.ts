/** EIP-4361 / CAIP-122: the only message version there is. */
export const SIWX_VERSION = '1'

/** How long a session lasts unless createSiwx is told otherwise: seven days. */
export const DEFAULT_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60

/** 16 random bytes: more than EIP-4361's 64-bit minimum and the 96 bits we promise. */
export const NONCE_BYTES = 16

/** EIP-4361: a nonce is at least 8 alphanumeric characters. */
export const NONCE_MIN_LENGTH = 8

/** Where localSiwxStorage keeps its sessions unless told otherwise: under the prefix of every Portico key. */
export const DEFAULT_STORAGE_KEY = '@portico/siwxSessions'

/** Where cloudSiwxStorage keeps the page's session tokens unless told otherwise. */
export const DEFAULT_CLOUD_TOKENS_KEY = '@portico/siwxCloudTokens'
