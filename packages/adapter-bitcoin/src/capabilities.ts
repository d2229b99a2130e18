import type { AdapterCapabilities } from '@portico/core'

/**
 * SPEC §1: Bitcoin has message signing in the modal, and no balance, send, activity or contracts. Its
 * networks switch (switchWalletNetwork: the wallet's wallet_changeNetwork, else a reconnect on the network;
 * a wallet that cannot gets SPEC §5's message), so the Networks view moves a Bitcoin wallet too.
 */
export const BITCOIN_CAPABILITIES: AdapterCapabilities = {
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
