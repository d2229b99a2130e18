import type { ConnectionAccount } from '../types/connection'
import { addCosmosPublicKeys } from './addCosmosPublicKeys'
import type { UniversalProviderInstance } from './loadUniversalProvider'
import type { WalletConnectNamespaceAccounts } from './parseSessionAccounts'
import { type AccountAddress, typeBitcoinAccounts } from './typeBitcoinAccounts'
import type { WalletConnectSession } from './types'
import type { WalletConnectNamespace } from './walletConnectNamespaces'

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
/** Where a session's latest Bitcoin addresses (getAccountAddresses, bip122_addressesChanged) are kept. */
const bitcoinAddressesKey = (topic: string) => `portico:bip122_addresses:${topic}`

/**
 * SPEC §3: a bip122 session's accounts from the wallet's list of addresses (getAccountAddresses, or
 * bip122_addressesChanged), typed by intention; a list that names none is typed by WalletConnect's account
 * rule on its own addresses, and no list leaves the session's accounts to that rule.
 */
function typeAddresses(served: WalletConnectNamespaceAccounts, addresses: unknown): ConnectionAccount[] {
  const listed = Array.isArray(addresses)
    ? addresses.filter((entry): entry is AccountAddress => typeof entry?.address === 'string')
    : []
  const named = listed.length === 0 || listed.some(({ intention }) => intention)
  const base = named ? served.accounts : listed.map(({ address }) => ({ address }))
  return typeBitcoinAccounts(base, listed)
}

/**
 * SPEC §3: what a session's CAIP-10 accounts do not say, asked of the wallet on connect (`ask`); a restore
 * asks nothing, since the page must not wait on a phone that may be away. A bip122 session's accounts are
 * typed payment and ordinal by getAccountAddresses intentions, else by WalletConnect's account rule, and
 * the wallet's latest list is kept in WalletConnect's storage so a restore has them (and their keys); a
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
  const { storage } = provider.client.core
  if (bip122 && payment) {
    const addresses = ask
      ? await askWallet<AccountAddress[]>(provider, ask, 'bip122', bip122.chainId, {
          method: 'getAccountAddresses',
          params: { account: payment.address, intentions: ['payment', 'ordinal'] },
        })
      : await storage.getItem(bitcoinAddressesKey(base.topic)).catch(() => undefined)
    if (ask && Array.isArray(addresses)) await storage.setItem(bitcoinAddressesKey(base.topic), addresses)
    namespaces.bip122 = { ...bip122, accounts: typeAddresses(bip122, addresses) }
  }
  if (cosmos && cosmos.accounts.length > 0) {
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

/**
 * WalletConnect's `bip122_addressesChanged`: the session's bip122 accounts become the wallet's new addresses
 * (kept for a restore); undefined when the event carries none or the session serves no Bitcoin.
 */
export async function changeBitcoinAddresses(
  provider: UniversalProviderInstance,
  session: WalletConnectSession,
  addresses: unknown,
): Promise<WalletConnectSession | undefined> {
  const { bip122 } = session.namespaces
  if (!bip122 || !Array.isArray(addresses) || addresses.length === 0) return undefined
  const accounts = typeAddresses(bip122, addresses)
  if (accounts.length === 0) return undefined
  await provider.client.core.storage
    .setItem(bitcoinAddressesKey(session.topic), addresses)
    .catch(() => undefined)
  return { ...session, namespaces: { ...session.namespaces, bip122: { ...bip122, accounts } } }
}

/** Drops what was kept of an ended session. */
export async function forgetSessionAccounts(
  provider: UniversalProviderInstance,
  topic: string,
): Promise<void> {
  const { storage } = provider.client.core
  for (const key of [cosmosAccountsKey(topic), bitcoinAddressesKey(topic)])
    await storage.removeItem(key).catch(() => undefined)
}
