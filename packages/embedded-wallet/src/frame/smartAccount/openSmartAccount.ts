import { toSimpleSmartAccount } from 'permissionless/accounts'
import type { LocalAccount, PublicClient } from 'viem'
import { entryPoint07Address, type SmartAccount } from 'viem/account-abstraction'

export type OpenSmartAccountParameters = { client: PublicClient; owner: LocalAccount }

/**
 * The embedded wallet's smart account of `owner` on `client`'s chain (aa-design.md: the ONE place that
 * names the account's kind). For now SimpleAccount v0.7 through the devnet's canonical SimpleAccountFactory,
 * so user operations run for real; the merger swaps this body for aa-account's toPorticoSmartAccount.
 */
export function openSmartAccount({ client, owner }: OpenSmartAccountParameters): Promise<SmartAccount> {
  return toSimpleSmartAccount({
    client,
    owner,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
}
