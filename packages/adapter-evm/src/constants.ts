import type { AdapterCapabilities } from '@portico/core'

/** SPEC §1: EVM has balances, send, activity, names and on-ramp; every wallet action applies. */
export const EVM_CAPABILITIES: AdapterCapabilities = {
  balance: true,
  send: true,
  activity: true,
  names: true,
  onramp: true,
  signMessage: true,
  switchNetwork: true,
  estimateGas: true,
  writeContract: true,
}

/** The id and name of the legacy `window.ethereum` connector (SPEC §5's generic 'Browser Wallet'). */
export const LEGACY_INJECTED_ID = 'injected'
export const LEGACY_INJECTED_NAME = 'Browser Wallet'

/** EIP-1193's unsupported method and JSON-RPC's method not found: a wallet without the feature. */
export const UNSUPPORTED_METHOD_CODES: readonly number[] = [4200, -32601]
