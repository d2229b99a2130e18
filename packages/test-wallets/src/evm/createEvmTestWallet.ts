import type { EIP1193Provider, LocalAccount } from 'viem'
import { createEip1193Emitter } from './createEip1193Emitter'
import { forwardToRpc } from './forwardToRpc'
import { ACCOUNT_METHODS, handleAccountRequest } from './handlers/handleAccountRequest'
import { CALLS_METHODS, handleCallsRequest } from './handlers/handleCallsRequest'
import { CHAIN_METHODS, handleChainRequest } from './handlers/handleChainRequest'
import { handleSigningRequest, SIGNING_METHODS } from './handlers/handleSigningRequest'
import { handleTransactionRequest } from './handlers/handleTransactionRequest'
import { ProviderRpcError, RPC_ERROR_CODES } from './ProviderRpcError'
import { READ_METHODS } from './readMethods'
import type { AddEthereumChainParameter } from './validateAddEthereumChainParameter'
import {
  currentChain,
  exposedAddresses,
  type KnownChain,
  promptControls,
  toHexChainId,
  type WalletState,
} from './walletState'

export type CreateEvmTestWalletParameters = {
  /** The keys the wallet holds, e.g. the devnet's HD accounts; the first is active. */
  accounts: readonly LocalAccount[]
  /** The chains the wallet knows from the start; it starts on the first. */
  chains: readonly [KnownChain, ...KnownChain[]]
  /** Whether it answers EIP-5792's wallet_getCapabilities and wallet_sendCalls (default true). */
  supportsCalls?: boolean
}

export type EvmTestWalletProvider = EIP1193Provider & { isPorticoDevnetWallet: true }

export type EvmTestWallet = ReturnType<typeof createEvmTestWallet>

const method = (list: readonly string[]) => new Set<string>(list)
const accountMethods = method(ACCOUNT_METHODS)
const chainMethods = method(CHAIN_METHODS)
const signingMethods = method(SIGNING_METHODS)
const callsMethods = method(CALLS_METHODS)

/**
 * A real EIP-1193 browser wallet for tests and the demo: real keys, a real chain behind it, the
 * prompts a user would answer replaced by a control surface (rejectNext, delayNext, disconnect,
 * switchAccount, switchChain).
 */
export function createEvmTestWallet({
  accounts,
  chains,
  supportsCalls = true,
}: CreateEvmTestWalletParameters) {
  const emitter = createEip1193Emitter()
  const state: WalletState = {
    accounts,
    activeIndex: 0,
    granted: false,
    chains: new Map(chains.map((chain) => [chain.chainId, chain])),
    chainId: chains[0].chainId,
    bundles: new Map(),
    rejectNextPrompt: false,
    nextPromptDelay: undefined,
    emitter,
  }
  const requests: { method: string; params: unknown }[] = []
  const addedChains: AddEthereumChainParameter[] = []

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    requests.push({ method, params })
    if (accountMethods.has(method)) return handleAccountRequest(state, method)
    if (chainMethods.has(method))
      return handleChainRequest(state, method, params, (added) => addedChains.push(added))
    if (signingMethods.has(method)) return handleSigningRequest(state, method, params)
    if (method === 'eth_sendTransaction') return handleTransactionRequest(state, params)
    if (supportsCalls && callsMethods.has(method)) return handleCallsRequest(state, method, params)
    if (READ_METHODS.has(method)) return forwardToRpc(currentChain(state).rpcUrl, method, params)
    throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `The wallet does not support ${method}`)
  }

  const provider = {
    isPorticoDevnetWallet: true,
    request,
    on: emitter.on,
    removeListener: emitter.removeListener,
  } as unknown as EvmTestWalletProvider

  return {
    provider,
    /** Every request the wallet received, in order: tests read it to see what reached the wallet. */
    requests: requests as readonly { method: string; params: unknown }[],
    /** Every chain a site added through wallet_addEthereumChain, as validated. */
    addedChains: addedChains as readonly AddEthereumChainParameter[],
    get chainId() {
      return state.chainId
    },
    get address() {
      return accounts[state.activeIndex]?.address
    },
    get granted() {
      return state.granted
    },
    ...promptControls(state),
    /** The user disconnects the site in the wallet: the grant is revoked and `disconnect` fires. */
    disconnect() {
      state.granted = false
      emitter.emit(
        'disconnect',
        new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The user disconnected the site.'),
      )
    },
    /** The user picks another account; a granted site hears accountsChanged. */
    switchAccount(index: number) {
      if (!accounts[index])
        throw new RangeError(`The wallet holds ${accounts.length} accounts, not ${index + 1}`)
      state.activeIndex = index
      if (state.granted) emitter.emit('accountsChanged', exposedAddresses(state))
    },
    /** The user switches network in the wallet itself; the site hears chainChanged. */
    switchChain(chainId: number) {
      if (!state.chains.has(chainId)) throw new RangeError(`The wallet does not know chain ${chainId}`)
      state.chainId = chainId
      emitter.emit('chainChanged', toHexChainId(chainId))
    },
  }
}
