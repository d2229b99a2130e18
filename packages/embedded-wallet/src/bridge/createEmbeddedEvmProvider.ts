import { numberToHex } from 'viem'
import { FrameRequestError } from './bridgeErrors'
import type { EmbeddedWalletBridge } from './createEmbeddedWalletBridge'

/** EIP-1193's error shape, so wagmi and viem read the code (4001 rejected, 4902 unknown chain). */
export class EmbeddedProviderRpcError extends Error {
  override name = 'EmbeddedProviderRpcError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

type ProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
type Listener = (...args: unknown[]) => void

export type CreateEmbeddedEvmProviderParameters = {
  bridge: EmbeddedWalletBridge
  /** The RPC URL of every EVM chain the host configured: wallet_switchEthereumChain moves the frame to one. */
  rpcUrls: Readonly<Record<number, string>>
}

/** EIP-1193 error for an unknown chain (wallet_addEthereumChain first). */
const UNRECOGNISED_CHAIN = 4902
/** EIP-1193: the method is not supported. */
const UNSUPPORTED_METHOD = 4200

/**
 * An EIP-1193 provider over the bridge: every request goes to the secure frame, which signs with its own
 * key; the page never holds it. `useProvider` and wagmi see a provider like an extension's.
 */
export function createEmbeddedEvmProvider({ bridge, rpcUrls }: CreateEmbeddedEvmProviderParameters) {
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const emit = (event: ProviderEvent, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  // The active address the site was last told: every change (a type switch, a network switch) is announced,
  // so wagmi's getAccount shows what the Account view and useAccount show (appkit #4008).
  let active: string | undefined
  const follow = (address: string | undefined) => {
    if (address === undefined) return
    const changed = active !== undefined && active.toLowerCase() !== address.toLowerCase()
    active = address
    if (changed) emit('accountsChanged', [address])
  }
  bridge.onUser((user) => follow(user.address))

  async function switchChain(params: unknown): Promise<null> {
    const [{ chainId } = { chainId: undefined }] = (params ?? []) as [{ chainId?: string }?]
    const id = typeof chainId === 'string' ? Number.parseInt(chainId, 16) : Number.NaN
    const rpcUrl = rpcUrls[id]
    if (!rpcUrl)
      throw new EmbeddedProviderRpcError(`Unrecognized chain ID ${String(chainId)}`, UNRECOGNISED_CHAIN)
    const answer = await bridge.switchNetwork({ chainId: id, rpcUrl })
    emit('chainChanged', numberToHex(id))
    // A frame that answers no user there: the network's active account is asked.
    if (!answer.user && active !== undefined) {
      const [address] = (await bridge.rpcRequest({ namespace: 'eip155', method: 'eth_accounts' })) as string[]
      follow(address)
    }
    return null
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    try {
      switch (method) {
        case 'wallet_switchEthereumChain':
          return await switchChain(params)
        case 'wallet_addEthereumChain':
          throw new EmbeddedProviderRpcError(
            'The embedded wallet uses the networks the app configured',
            UNSUPPORTED_METHOD,
          )
        case 'eth_accounts':
        case 'eth_requestAccounts': {
          // Not logged in is no accounts, as with any wallet the site was not granted.
          if (method === 'eth_accounts' && !(await bridge.isConnected())) return []
          const accounts = (await bridge.rpcRequest({ namespace: 'eip155', method, params })) as string[]
          follow(accounts[0])
          return accounts
        }
        default:
          return await bridge.rpcRequest({
            namespace: 'eip155',
            method,
            ...(params === undefined ? {} : { params }),
          })
      }
    } catch (error) {
      if (error instanceof FrameRequestError && error.code !== undefined)
        throw new EmbeddedProviderRpcError(error.shortMessage, error.code)
      throw error
    }
  }

  return {
    isPortico: true as const,
    request,
    on(event: ProviderEvent, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: ProviderEvent, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** Tells listeners the user signed out (EIP-1193 accountsChanged [] and disconnect). */
    announceSignOut() {
      active = undefined
      emit('accountsChanged', [])
      emit('disconnect', new EmbeddedProviderRpcError('Signed out of the embedded wallet', 4900))
    },
  }
}

export type EmbeddedEvmProvider = ReturnType<typeof createEmbeddedEvmProvider>
