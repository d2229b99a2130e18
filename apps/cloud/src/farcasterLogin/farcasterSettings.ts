import { type Address, isAddress } from 'viem'

/** Where the cloud's Farcaster login talks: the relay the Farcaster app reports to, and the IdRegistry. */
export type FarcasterSettings = {
  /** Farcaster's hosted relay in production; the local stack's apps/farcaster-relay. */
  relayUrl: string
  /** Farcaster's IdRegistry (OP Mainnet in production; the devnet's locally) and an RPC that reads it. */
  idRegistry: { address: Address; rpcUrl: string }
}

const isHttpUrl = (value: string) => {
  const url = URL.parse(value)
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:')
}

/** Settings that cannot work are refused at start, naming what is wrong. */
export function checkFarcasterSettings(settings: FarcasterSettings): FarcasterSettings {
  if (!isHttpUrl(settings.relayUrl))
    throw new Error(`The Farcaster relay URL must be an http(s) URL, got "${settings.relayUrl}"`)
  if (!isAddress(settings.idRegistry.address, { strict: false }))
    throw new Error(
      `The Farcaster IdRegistry must be an address (0x + 40 hex), got "${settings.idRegistry.address}"`,
    )
  if (!isHttpUrl(settings.idRegistry.rpcUrl))
    throw new Error(
      `The Farcaster IdRegistry's RPC URL must be an http(s) URL, got "${settings.idRegistry.rpcUrl}"`,
    )
  return settings
}
