import { ALERTS } from '../errors'
import { checkAllowedOrigins } from './actions/checkAllowedOrigins'
import { loadRemoteFeatures } from './actions/loadRemoteFeatures'
import { defaultNetworkFor } from './actions/networkForChainId'
import { requestSignInIfNeeded } from './actions/requestSignInIfNeeded'
import { restoreConnections } from './actions/restoreConnections'
import { syncFromAdapter } from './actions/syncFromAdapter'
import type { PorticoContext } from './context'

/** What startup needs to know of the page; undefined in Node. */
export type PageLocation = { href: string; host: string; origin: string }

/** State known without waiting on anything: so open() can paint at once (ARCHITECTURE.md "The client"). */
export function prepareInitialState(context: PorticoContext): void {
  const { stores, options } = context
  if (!options.projectId) stores.alerts.getState().showAlert(ALERTS.PROJECT_ID_NOT_CONFIGURED)
  const chains = stores.chains.getState()
  // A namespace seeded from initialState keeps its network, and the seed's active namespace stays active.
  for (const adapter of options.adapters ?? []) {
    if (!chains.namespaces[adapter.namespace].network)
      chains.setNetwork(adapter.namespace, defaultNetworkFor(context, adapter.namespace))
  }
  if (!chains.activeNamespace)
    chains.setActiveNamespace((options.defaultNetwork ?? options.networks[0]).chainNamespace)
}

/** SPEC §1's startup order from step 3 on; nothing here blocks open(). */
export async function runStartup(
  context: PorticoContext,
  mountUi: () => void | Promise<void>,
  location: PageLocation | undefined,
) {
  const { options, stores } = context
  // Step 3: initialise adapters; their wallet events flow into the stores from here on. The embedded
  // wallet's AUTH connector comes first, so the adapters list it (its chunk only, not the bridge).
  const embeddedWallet =
    context.embeddedWallet && (await context.embeddedWallet().catch(() => undefined))?.connector
  for (const adapter of options.adapters ?? []) {
    await adapter.setup({
      networks: options.networks.filter((network) => network.chainNamespace === adapter.namespace),
      events: syncFromAdapter(context, adapter.namespace),
      options: {
        enableEIP6963: options.enableEIP6963 ?? true,
        enableInjected: options.enableInjected ?? true,
        enableWalletConnect: options.enableWalletConnect ?? true,
      },
      ...(context.walletConnect ? { walletConnect: context.walletConnect } : {}),
      ...(embeddedWallet ? { embeddedWallet } : {}),
    })
  }
  // Step 4: INITIALIZE. Steps 5 to 8 start in SPEC §1's order, but the modal (step 9) waits on none of
  // them: a slow wallet or cloud must never keep it from opening (ARCHITECTURE.md "The client").
  stores.events.getState().record('INITIALIZE', { projectId: options.projectId })
  // Step 5: restore existing connections; a restored account with no session signs in (SPEC §4).
  const restored = restoreConnections(context).then(() => {
    const active = stores.chains.getState().activeNamespace
    if (active) void requestSignInIfNeeded(context, active)
  })
  // Step 6: remote features. Step 7, on-ramp providers, follows from them (selectOnrampProviders).
  // Step 8: allowed origins, when email or socials are on.
  const configured = loadRemoteFeatures(context).then(() => checkAllowedOrigins(context, location?.origin))
  // Step 9: inject the modal (its renderer lives in @portico/ui).
  await mountUi()
  await Promise.all([restored, configured])
}
