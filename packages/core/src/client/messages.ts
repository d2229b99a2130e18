// SPEC §8 messages the client raises; moved into the package's errors module when it lands.
export const CONNECTION_REJECTED_MESSAGE = 'Connection rejected'
export const FAILED_TO_CONNECT_MESSAGE = 'Failed to connect'
export const FAILED_TO_DISCONNECT_MESSAGE = 'Failed to disconnect'
export const MODAL_CLOSED_MESSAGE = 'Modal closed'
export const UNSUPPORTED_CHAIN_MESSAGE = 'Unsupported chain'
export const CANNOT_SET_SIWE_AND_SIWX_MESSAGE = 'Cannot set both `siweConfig` and `siwx` options'
export const NO_CONNECTOR_MESSAGE = 'Connector not found'
