import type { AdapterCapabilities } from '@portico/core'

/**
 * Beyond SPEC §1: balance and send through @polkadot/api, proven on the local chain. Signing
 * works; switching only moves the app, since extensions hold no network; the visitor picks among the accounts.
 */
export const POLKADOT_CAPABILITIES: AdapterCapabilities = {
  balance: true,
  send: true,
  activity: false,
  names: false,
  onramp: false,
  signMessage: true,
  switchNetwork: true,
  estimateGas: false,
  writeContract: false,
  selectAccount: true,
}

/** The name an extension shows the visitor when the host gives none ("… wants to access your accounts"). */
export const DEFAULT_APP_NAME = 'Portico'

/** How long a restore on page load waits for an extension whose content script injects it late. */
export const RECONNECT_WAIT_MS = 3_000

/** How often a restore looks for a late extension while it waits (extensions inject without an event). */
export const DISCOVERY_POLL_MS = 100
