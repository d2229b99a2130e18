import { EMBEDDED_WALLET_NOT_CONNECTED } from '../errors/messages'
import { classifyRpcMethod, isAccountAccessRevocation } from './classifyRpcMethod'
import type { Approvals } from './createApprovals'
import { EmbeddedWalletRpcError, UNAUTHORIZED_CODE } from './EmbeddedWalletRpcError'
import type { Eip1193Provider } from './types'

type Listener = (...args: unknown[]) => void

export type CreateApprovingEvmProviderParameters = {
  /** The bridge's EIP-1193 provider, loaded on the first request. */
  load: () => Promise<Eip1193Provider>
  approvals: Approvals
  /** Whether the AUTH connector holds the eip155 connection (an unsafe request needs a logged-in wallet). */
  isConnected: () => boolean
  /** After an approved request went through (a first user operation deploys the smart account). */
  onSent?: () => void
}

/**
 * The EIP-1193 provider adapter-evm and wagmi use for the AUTH connector (SPEC §4, §6): safe reads go
 * straight to the secure frame, unsafe methods wait for Approve, unknown ones are refused.
 */
export function createApprovingEvmProvider({
  load,
  approvals,
  isConnected,
  onSent,
}: CreateApprovingEvmProviderParameters): Eip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  const forwarded = new Set<string>()
  let inner: Eip1193Provider | undefined

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  // The bridge provider's events (chainChanged after a switch) reach listeners added before it loaded.
  const forward = (event: string) => {
    if (!inner || forwarded.has(event)) return
    forwarded.add(event)
    inner.on(event, (...args) => emit(event, ...args))
  }
  const provider = async () => {
    if (!inner) {
      inner = await load()
      for (const event of listeners.keys()) forward(event)
    }
    return inner
  }

  return {
    async request(request) {
      const { method, params } = request
      switch (classifyRpcMethod('eip155', method)) {
        case 'unknown':
          throw approvals.refuse(method)
        case 'safe':
          return (await provider()).request(request)
        case 'unsafe': {
          // wagmi's disconnect revokes the site's account access: nothing to approve, nothing to sign.
          if (isAccountAccessRevocation(method, params)) return null
          if (!isConnected())
            throw new EmbeddedWalletRpcError(EMBEDDED_WALLET_NOT_CONNECTED, UNAUTHORIZED_CODE, method)
          const ready = await provider()
          const result = await approvals.run('eip155', method, params, () => ready.request(request))
          onSent?.()
          return result
        }
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      forward(event)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
