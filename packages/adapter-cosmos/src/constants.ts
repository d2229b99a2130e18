import type { AdapterCapabilities } from '@portico/core'

/** SPEC §1: no balance or send for cosmos (and no local Cosmos chain to prove them on); signing works. */
export const COSMOS_CAPABILITIES: AdapterCapabilities = {
  balance: false,
  send: false,
  activity: false,
  names: false,
  onramp: false,
  signMessage: true,
  switchNetwork: true,
  estimateGas: false,
  writeContract: false,
}

/** How long a restore on page load waits for a wallet whose script injects it late. */
export const RECONNECT_WAIT_MS = 3_000

/** How often a restore looks for a late wallet while it waits (extensions inject without an event). */
export const DISCOVERY_POLL_MS = 100

/** Keplr's and Leap's type of the public key in a StdSignature. */
export const SECP256K1_PUBKEY_TYPE = 'tendermint/PubKeySecp256k1'
