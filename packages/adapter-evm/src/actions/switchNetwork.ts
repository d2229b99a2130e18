import {
  type CaipNetwork,
  isUserRejection,
  rethrowAsUserRejection,
  UserRejectedRequestError,
  WALLET_ERROR_UNRECOGNIZED_CHAIN,
} from '@portico/core'
import { numberToHex } from 'viem'
import type { EvmAdapterContext } from '../context'
import { ChainNotSupportedError, type ChainNotSupportedErrorType } from '../errors/ChainNotSupportedError'
import { rpcErrorCode } from '../errors/rpcErrorCode'
import { toAddEthereumChainParameter } from './toAddEthereumChainParameter'

export type SwitchNetworkParameters = { connectorId: string; caipNetwork: CaipNetwork }
export type SwitchNetworkReturnType = undefined
export type SwitchNetworkErrorType = UserRejectedRequestError | ChainNotSupportedErrorType | Error

type Provider = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }

/**
 * SPEC §4: wallet_switchEthereumChain; on 4902 (unknown chain) wallet_addEthereumChain with SPEC §7's
 * fields, then the switch again. A rejection anywhere aborts with UserRejectedRequestError.
 */
export async function switchNetwork(
  { config, registry, chainImages }: EvmAdapterContext,
  { connectorId, caipNetwork }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const connector = registry.get(connectorId)
  const provider = (await connector.getProvider()) as Provider
  const chainId = Number(caipNetwork.id)
  const switchChain = () =>
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })

  try {
    await switchChain()
  } catch (error) {
    if (rpcErrorCode(error) !== WALLET_ERROR_UNRECOGNIZED_CHAIN) return rethrowAsUserRejection(error)
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [toAddEthereumChainParameter(caipNetwork, chainImages[chainId])],
      })
    } catch (addError) {
      if (isUserRejection(addError)) throw new UserRejectedRequestError({ cause: addError })
      throw new ChainNotSupportedError(chainId, { cause: addError })
    }
    await switchChain().catch(rethrowAsUserRejection)
  }

  // Some wallets switch without a chainChanged event; tell wagmi what the wallet now reports.
  const reported = Number(await provider.request({ method: 'eth_chainId' }))
  const known = config.state.connections.get(connector.uid)
  if (reported === chainId && known && known.chainId !== chainId)
    connector.emitter.emit('change', { chainId })
}
