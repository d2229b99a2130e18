import { getCapabilities as wagmiGetCapabilities } from '@wagmi/core'
import type { WalletCapabilities } from 'viem'
import { connectedAccount, type EvmAdapterContext } from '../context'
import { isUnsupportedMethod } from './isUnsupportedMethod'

export type GetCapabilitiesParameters = { connectorId: string }
/** By chain id; empty when the wallet does not implement EIP-5792. */
export type GetCapabilitiesReturnType = Record<number, WalletCapabilities>
export type GetCapabilitiesErrorType = Error

/** EIP-5792 wallet_getCapabilities for the connected account (SPEC §6: a safe read). */
export async function getCapabilities(
  { config, registry }: EvmAdapterContext,
  { connectorId }: GetCapabilitiesParameters,
): Promise<GetCapabilitiesReturnType> {
  const connector = registry.get(connectorId)
  try {
    return (await wagmiGetCapabilities(config, {
      connector,
      account: connectedAccount(config, connector),
    })) as GetCapabilitiesReturnType
  } catch (error) {
    if (isUnsupportedMethod(error)) return {}
    throw error
  }
}
