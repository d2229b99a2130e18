import { addCosmosPublicKeys } from './addCosmosPublicKeys'
import type { WalletConnectNamespace } from './buildWalletConnectNamespaces'
import type { UniversalProviderInstance } from './loadUniversalProvider'
import { type AccountAddress, typeBitcoinAccounts } from './typeBitcoinAccounts'
import type { WalletConnectSession } from './types'

/** Asks the wallet a method of the namespace when `ask` and the session grants it; undefined otherwise or on failure. */
async function askWallet<T>(
  provider: UniversalProviderInstance,
  ask: boolean,
  namespace: WalletConnectNamespace,
  chainId: string | number,
  request: { method: string; params: Record<string, unknown> },
): Promise<T | undefined> {
  const granted = provider.session?.namespaces[namespace]?.methods ?? []
  if (!ask || !granted.includes(request.method)) return undefined
  return provider.request<T>(request, `${namespace}:${chainId}`).catch(() => undefined)
}

/** Where a session's cosmos_getAccounts answer is kept beside the session, for a restore to read. */
const cosmosAccountsKey = (topic: string) => `portico:cosmos_getAccounts:${topic}`

/**
 * SPEC §3: what a session's CAIP-10 accounts do not say, asked of the wallet on connect (`ask`); a restore
 * asks nothing, since the page must not wait on a phone that may be away. A bip122 session's accounts are
 * typed payment and ordinal by getAccountAddresses intentions, else by WalletConnect's account rule; a
 * cosmos session's accounts take their public keys from cosmos_getAccounts, whose answer is kept in
 * WalletConnect's storage so a restored session still has them (a sign-in needs them).
 */
export async function describeSessionAccounts(
  provider: UniversalProviderInstance,
  base: WalletConnectSession,
  ask: boolean,
): Promise<WalletConnectSession> {
  const namespaces = { ...base.namespaces }
  const { bip122, cosmos } = namespaces
  const [payment] = bip122?.accounts ?? []
  if (bip122 && payment) {
    const addresses = await askWallet<AccountAddress[]>(provider, ask, 'bip122', bip122.chainId, {
      method: 'getAccountAddresses',
      params: { account: payment.address, intentions: ['payment', 'ordinal'] },
    })
    const accounts = typeBitcoinAccounts(bip122.accounts, Array.isArray(addresses) ? addresses : [])
    namespaces.bip122 = { ...bip122, accounts }
  }
  if (cosmos && cosmos.accounts.length > 0) {
    const { storage } = provider.client.core
    const described = ask
      ? await askWallet<unknown>(provider, ask, 'cosmos', cosmos.chainId, {
          method: 'cosmos_getAccounts',
          params: {},
        })
      : await storage.getItem(cosmosAccountsKey(base.topic)).catch(() => undefined)
    if (ask && described !== undefined) await storage.setItem(cosmosAccountsKey(base.topic), described)
    namespaces.cosmos = { ...cosmos, accounts: addCosmosPublicKeys(cosmos.accounts, described) }
  }
  return { ...base, namespaces }
}

/** Drops what was kept of an ended session. */
export async function forgetSessionAccounts(
  provider: UniversalProviderInstance,
  topic: string,
): Promise<void> {
  await provider.client.core.storage.removeItem(cosmosAccountsKey(topic)).catch(() => undefined)
}
