import type { PorticoContext } from '../client/context'
import { UNSUPPORTED_CHAIN } from '../errors/messages'
import { OnrampError } from './OnrampError'

/** SPEC §1: on-ramp works on EVM and Solana. */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const

/** The active account and network funds are bought for; another namespace, or none connected, is refused. */
export function onrampTarget(context: PorticoContext) {
  const { activeNamespace, namespaces } = context.stores.chains.getState()
  const namespace = ONRAMP_NAMESPACES.find((candidate) => candidate === activeNamespace)
  if (!namespace) throw new OnrampError(UNSUPPORTED_CHAIN)
  const { account, network } = namespaces[namespace]
  if (account.status !== 'connected' || !account.address || !network || network.unknown)
    throw new OnrampError(UNSUPPORTED_CHAIN)
  return { namespace, address: account.address, network }
}
