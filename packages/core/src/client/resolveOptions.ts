import { PorticoError, SIWE_CONFIG_AND_SIWX_BOTH_SET } from '../errors'
import { siweConfigToSiwx } from '../siwx/siweConfigToSiwx'
import type { ResolvedOptions } from './context'
import type { PorticoOptions } from './options'

export class InvalidOptionsError extends PorticoError {
  override name = 'InvalidOptionsError'
  readonly code = 'INVALID_OPTIONS'
}

/** Applies defaults and refuses combinations SPEC §5 forbids; a bad option fails loudly at start. */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (options.siweConfig && options.siwx) throw new InvalidOptionsError(SIWE_CONFIG_AND_SIWX_BOTH_SET)
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new InvalidOptionsError('At least one network is required in `networks`')
  }
  const namespacesWithAdapter = new Set((options.adapters ?? []).map((adapter) => adapter.namespace))
  if (options.adapters && namespacesWithAdapter.size !== options.adapters.length) {
    throw new InvalidOptionsError('Only one adapter per namespace may be given in `adapters`')
  }
  if (
    options.defaultNetwork &&
    !options.networks.some((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId)
  ) {
    throw new InvalidOptionsError(
      `\`defaultNetwork\` ${options.defaultNetwork.caipNetworkId} is not in \`networks\``,
    )
  }
  return {
    ...options,
    // SPEC §5: AppKit's siweConfig runs through the same sign-in flow as siwx.
    ...(options.siweConfig ? { siwx: siweConfigToSiwx(options.siweConfig) } : {}),
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
  }
}
