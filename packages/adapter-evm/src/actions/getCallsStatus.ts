import {
  type GetCallsStatusReturnType as WagmiReturnType,
  getCallsStatus as wagmiGetCallsStatus,
} from '@wagmi/core'
import type { EvmAdapterContext } from '../context'

export type GetCallsStatusParameters = { connectorId: string; id: string }
export type GetCallsStatusReturnType = WagmiReturnType
export type GetCallsStatusErrorType = Error

/** EIP-5792 wallet_getCallsStatus: pending, success (the wallet's 200 'confirmed') or failure, with receipts. */
export async function getCallsStatus(
  { config, registry }: EvmAdapterContext,
  { connectorId, id }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  return wagmiGetCallsStatus(config, { connector: registry.get(connectorId), id })
}
