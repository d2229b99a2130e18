import { CONNECTOR_NOT_CONNECTED, PorticoError, type WalletConnectConnector } from '@portico/core'
import { type EIP1193Provider, numberToHex } from 'viem'

type Listener = (...args: unknown[]) => void
type RequestArguments = { method: string; params?: unknown }

/** EIP-1193's "disconnected" code: no session to send the request through. */
const DISCONNECTED_CODE = 4900

class SessionDisconnectedError extends PorticoError {
  override name = 'SessionDisconnectedError'
  readonly code = DISCONNECTED_CODE
  constructor() {
    super(CONNECTOR_NOT_CONNECTED)
  }
}

/**
 * An EIP-1193 provider over the shared WalletConnect session's eip155 part, so wagmi's actions
 * (send, write, typed data, calls) go through the session: wallet methods to the wallet, reads to the
 * chain's own RPC (the connector decides). It keeps the chain the page is on and says so on switch.
 */
export function createSessionProvider(connector: WalletConnectConnector): EIP1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let chainId: number | undefined

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const served = () => {
    const session = connector.getSession()?.namespaces.eip155
    if (!session) throw new SessionDisconnectedError()
    return session
  }
  const currentChain = () => chainId ?? Number(served().chainId)

  connector.onDisconnect(({ namespaces }) => {
    if (!namespaces.includes('eip155')) return
    chainId = undefined
    emit('disconnect', new SessionDisconnectedError())
  })

  const provider = {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return served().accounts.map(({ address }) => address)
        case 'eth_chainId':
          return numberToHex(currentChain())
        case 'wallet_switchEthereumChain': {
          const [{ chainId: target }] = params as [{ chainId: string }]
          const next = Number(target)
          await connector.request({ chainId: `eip155:${next}`, method, params: params as unknown[] })
          chainId = next
          emit('chainChanged', numberToHex(next))
          return null
        }
        default:
          return connector.request({
            chainId: `eip155:${currentChain()}`,
            method,
            ...(params === undefined ? {} : { params: params as unknown[] }),
          })
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider as unknown as EIP1193Provider
}
