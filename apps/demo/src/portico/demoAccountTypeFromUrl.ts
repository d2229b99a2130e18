import type { PreferredAccountType } from '@portico/core'

const EVM_ACCOUNT_TYPES: readonly PreferredAccountType[] = ['eoa', 'smartAccount']

/**
 * The host's `defaultAccountTypes` for eip155: SPEC §9's smartAccount unless `?accountType=eoa` asks for the
 * embedded wallet's plain account (the host's choice must hold for every login).
 */
export function demoAccountTypeFromUrl(
  search = globalThis.location?.search ?? '',
): { eip155: PreferredAccountType } | undefined {
  const chosen = new URLSearchParams(search).get('accountType')
  if (chosen === null) return undefined
  if (!EVM_ACCOUNT_TYPES.includes(chosen as PreferredAccountType))
    throw new Error(`?accountType= takes ${EVM_ACCOUNT_TYPES.join(' or ')}, not '${chosen}'`)
  return { eip155: chosen as PreferredAccountType }
}
