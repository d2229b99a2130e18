import type { UniversalProvider } from '@walletconnect/universal-provider'

export type UniversalProviderClass = typeof UniversalProvider
export type UniversalProviderInstance = Awaited<ReturnType<UniversalProviderClass['init']>>

let loading: Promise<UniversalProviderClass> | undefined

/**
 * ARCHITECTURE.md "Loading": WalletConnect loads only when first used, so it stays out of core's
 * first chunk; the module is fetched once and shared by every connector.
 */
export function loadUniversalProvider(): Promise<UniversalProviderClass> {
  loading ??= import('@walletconnect/universal-provider').then((module) => module.UniversalProvider)
  return loading
}
