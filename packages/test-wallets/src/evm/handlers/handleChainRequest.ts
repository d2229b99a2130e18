import { ProviderRpcError, RPC_ERROR_CODES } from '../ProviderRpcError'
import {
  type AddEthereumChainParameter,
  validateAddEthereumChainParameter,
} from '../validateAddEthereumChainParameter'
import { promptUser, toHexChainId, type WalletState } from '../walletState'

/** eth_chainId, wallet_switchEthereumChain (4902 for a chain it does not know) and wallet_addEthereumChain. */
export async function handleChainRequest(
  state: WalletState,
  method: string,
  params: unknown,
  onChainAdded: (parameter: AddEthereumChainParameter) => void,
): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return toHexChainId(state.chainId)
    case 'wallet_switchEthereumChain': {
      const requested = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
      if (typeof requested !== 'string' || !/^0x[0-9a-f]+$/i.test(requested))
        throw new ProviderRpcError(RPC_ERROR_CODES.invalidParams, 'Expected [{ chainId: hex string }]')
      const chainId = Number.parseInt(requested, 16)
      // SPEC §4: an unknown chain is answered with 4902 before any prompt, so the dapp can add it.
      if (!state.chains.has(chainId))
        throw new ProviderRpcError(RPC_ERROR_CODES.unrecognizedChain, `Unrecognized chain ID ${requested}.`)
      if (chainId === state.chainId) return null
      await promptUser(state)
      state.chainId = chainId
      state.emitter.emit('chainChanged', toHexChainId(chainId))
      return null
    }
    case 'wallet_addEthereumChain': {
      const parameter = validateAddEthereumChainParameter((params as unknown[] | undefined)?.[0])
      await promptUser(state)
      const chainId = Number.parseInt(parameter.chainId, 16)
      const [rpcUrl] = parameter.rpcUrls as [string]
      state.chains.set(chainId, {
        chainId,
        rpcUrl,
        name: parameter.chainName,
        nativeCurrency: parameter.nativeCurrency,
      })
      onChainAdded(parameter)
      return null
    }
    default:
      return undefined
  }
}

export const CHAIN_METHODS = ['eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const
