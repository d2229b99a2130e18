import type { Address } from 'viem'
import { OPTIMISM_ID_REGISTRY, OPTIMISM_RPC_URL } from './farcasterLoginConstants'
import type { FarcasterSettings } from './farcasterSettings'

/** The flags as given, and the devnet description's IdRegistry when the cloud serves a devnet. */
export type FarcasterCliInput = {
  relayUrl: string | undefined
  idRegistry: string | undefined
  rpcUrl: string | undefined
  devnetFarcaster: { idRegistry: Address; rpcUrl: string } | undefined
}

/**
 * Farcaster login is on when a relay is named (flag, else PORTICO_CLOUD_FARCASTER_RELAY_URL); the
 * IdRegistry is the operator's, else the devnet's, else Farcaster's own on OP Mainnet.
 */
export function farcasterSettingsFromCli({
  relayUrl,
  idRegistry,
  rpcUrl,
  devnetFarcaster,
}: FarcasterCliInput): FarcasterSettings | undefined {
  if (!relayUrl) return undefined
  return {
    relayUrl,
    idRegistry: {
      address: (idRegistry ?? devnetFarcaster?.idRegistry ?? OPTIMISM_ID_REGISTRY) as Address,
      rpcUrl: rpcUrl ?? (idRegistry ? undefined : devnetFarcaster?.rpcUrl) ?? OPTIMISM_RPC_URL,
    },
  }
}
