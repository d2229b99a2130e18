import type { PolkadotAdapterContext } from '../context'
import type { FoundPolkadotExtension } from '../discovery/createExtensionRegistry'
import { rethrowPolkadotRejection } from '../errors/rethrowPolkadotRejection'
import type { InjectedPolkadot } from '../wallets/InjectedPolkadot'

/**
 * Asks this one extension to allow the site, through its own `enable(appName)`: never web3Enable, which
 * enables every extension on the page and prompts in each.
 */
export async function enableExtension(
  context: PolkadotAdapterContext,
  extension: FoundPolkadotExtension,
): Promise<InjectedPolkadot> {
  const enable = extension.provider.enable
  if (!enable) throw new Error(`${extension.name} cannot be enabled`)
  return enable.call(extension.provider, context.appName).catch(rethrowPolkadotRejection)
}
