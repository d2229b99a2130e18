import type { AdapterCapabilities } from '@portico/core'

/** SPEC §1: Bitcoin has message signing only in the modal; no balance, send, switch or contracts. */
export const BITCOIN_CAPABILITIES: AdapterCapabilities = {
  balance: false,
  send: false,
  activity: false,
  names: false,
  onramp: false,
  signMessage: true,
  switchNetwork: false,
  estimateGas: false,
  writeContract: false,
}
