import type { SiwxSession } from '@portico/core'
import { namespaceOf } from '../message/namespaces'

/** Whether a session is of this account on this network; EVM addresses compare without case. */
export function sessionMatches(
  session: { data: Pick<SiwxSession['data'], 'chainId' | 'accountAddress'> },
  chainId: string,
  address: string,
): boolean {
  if (session.data.chainId !== chainId) return false
  try {
    return namespaceOf(chainId).profile.sameAddress(session.data.accountAddress, address)
  } catch {
    return session.data.accountAddress === address
  }
}
