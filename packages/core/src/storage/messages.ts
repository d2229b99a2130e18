/** SPEC §4. */
export const INVALID_CONNECTION_STATUS_MESSAGE = 'Invalid connection status'
