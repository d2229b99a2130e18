import { ACCOUNT_TYPES, BITCOIN_ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPES } from '../constants'
import type { ChainNamespace } from '../namespaces'
import type { PreferredAccountType } from '../types/preferredAccountType'

function fitsNamespace(namespace: ChainNamespace, type: PreferredAccountType): boolean {
  const allowed: readonly string[] = namespace === 'bip122' ? BITCOIN_ACCOUNT_TYPES : ACCOUNT_TYPES
  return allowed.includes(type)
}

/**
 * SPEC §9: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment, unless the host's
 * defaultAccountTypes says otherwise; an override of the wrong family (eoa for bip122, payment for
 * eip155) is ignored. Cosmos has no default in SPEC, so it has none without an override.
 */
export function getDefaultAccountType(
  namespace: ChainNamespace,
  overrides: Partial<Record<ChainNamespace, PreferredAccountType>> = {},
): PreferredAccountType | undefined {
  const override = overrides[namespace]
  if (override !== undefined && fitsNamespace(namespace, override)) return override
  return namespace === 'cosmos' ? undefined : DEFAULT_ACCOUNT_TYPES[namespace]
}
