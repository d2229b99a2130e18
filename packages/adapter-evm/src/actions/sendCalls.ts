import { type CaipNetwork, rethrowAsUserRejection, type UserRejectedRequestError } from '@portico/core'
import { sendCalls as wagmiSendCalls } from '@wagmi/core'
import type { Address, Hex } from 'viem'
import type { EvmAdapterContext } from '../context'
import type { InvalidCallErrorType } from '../errors/InvalidCallError'
import {
  SendCallsUnsupportedError,
  type SendCallsUnsupportedErrorType,
} from '../errors/SendCallsUnsupportedError'
import { isUnsupportedMethod } from './isUnsupportedMethod'
import { type CallInput, validateCalls } from './validateCalls'

export type SendCallsParameters = {
  connectorId: string
  caipNetwork: CaipNetwork
  calls: readonly CallInput[]
}
export type SendCallsReturnType = { id: string }
export type SendCallsErrorType =
  | InvalidCallErrorType
  | SendCallsUnsupportedErrorType
  | UserRejectedRequestError
  | Error

/** EIP-5792 wallet_sendCalls; SPEC §5's checks run first, so a bad call never reaches the wallet. */
export async function sendCalls(
  { config, registry }: EvmAdapterContext,
  { connectorId, caipNetwork, calls }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  validateCalls(calls)
  const connector = registry.get(connectorId)
  try {
    const { id } = await wagmiSendCalls(config, {
      connector,
      chainId: Number(caipNetwork.id),
      calls: calls.map((call) => ({
        to: call.to as Address,
        ...(call.data ? { data: call.data as Hex } : {}),
        ...(call.value !== undefined ? { value: BigInt(call.value) } : {}),
      })),
    })
    return { id }
  } catch (error) {
    if (isUnsupportedMethod(error)) throw new SendCallsUnsupportedError({ cause: error })
    return rethrowAsUserRejection(error)
  }
}
