import { contextOf } from '../client/clientContext'
import type { CloudSwapQuote, CloudSwapToken } from './parseSwapResponses'
import type { SwapError } from './SwapError'

/** Where the Swap view is: each step of the swap flow, so the view shows the right busy state. */
export type SwapStatus =
  | 'idle'
  | 'loadingTokens'
  | 'ready'
  | 'quoting'
  | 'quoted'
  | 'approving'
  | 'swapping'
  | 'done'

/** A quote as the view shows it: the cloud's amounts, the price, the fee, and whether approval comes first. */
export type SwapQuote = CloudSwapQuote & {
  /** One `from` in `to`, a decimal string (swapPrice). */
  price: string
  /** Gas limit × gas price of the swap, in wei. */
  networkFee: bigint
  /** The router may not spend enough of `from` yet: an approve transaction goes first. */
  needsApproval: boolean
}

/** The Swap view's form and progress (ARCHITECTURE: one store per concern; this one lives in the swap entry). */
export type SwapState = {
  /** The network the tokens were listed for; another network starts a fresh form. */
  caipNetworkId: string | undefined
  tokens: CloudSwapToken[]
  fromToken: CloudSwapToken | undefined
  toToken: CloudSwapToken | undefined
  /** As typed, in whole tokens of `fromToken` (a decimal string). */
  amount: string
  quote: SwapQuote | undefined
  status: SwapStatus
  error: SwapError | undefined
  /** The last swap's transaction hash. */
  hash: string | undefined
}

export type SwapStoreState = SwapState & {
  setFromToken: (token: CloudSwapToken | undefined) => void
  setToToken: (token: CloudSwapToken | undefined) => void
  setAmount: (amount: string) => void
  /** Trades places of `from` and `to`; the amount stays, the quote goes. */
  flip: () => void
  reset: () => void
}

const emptyForm: SwapState = {
  caipNetworkId: undefined,
  tokens: [],
  fromToken: undefined,
  toToken: undefined,
  amount: '',
  quote: undefined,
  status: 'idle',
  error: undefined,
  hash: undefined,
}

/** A quote belongs to the form it was asked for: any change of tokens or amount drops it and its error. */
const formChanged = (status: SwapStatus) => ({
  quote: undefined,
  error: undefined,
  status: status === 'idle' || status === 'loadingTokens' ? status : ('ready' as const),
})

/**
 * The swap store, with the subscribe/getState/setState of core's zustand stores (what the UI reads). Not
 * zustand itself: a host's bundler would move zustand out of core's first chunk into a chunk both share.
 */
export function createSwapStore() {
  const listeners = new Set<() => void>()
  let state: SwapStoreState
  const setState = (patch: Partial<SwapState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const set = setState
  const get = () => state
  state = {
    ...emptyForm,
    setFromToken: (fromToken) => set({ fromToken, ...formChanged(get().status) }),
    setToToken: (toToken) => set({ toToken, ...formChanged(get().status) }),
    setAmount: (amount) => set({ amount, ...formChanged(get().status) }),
    flip: () => {
      const { fromToken, toToken, status } = get()
      set({ fromToken: toToken, toToken: fromToken, ...formChanged(status) })
    },
    reset: () => set(emptyForm),
  }
  return {
    getState: get,
    setState,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

export type SwapStore = ReturnType<typeof createSwapStore>

// One swap form per client, kept beside the client's context (never module-wide, never in core's first chunk).
const stores = new WeakMap<object, SwapStore>()

/** The swap store of a client made by createPortico. */
export function swapStoreOf(client: object): SwapStore {
  const context = contextOf(client)
  let store = stores.get(context)
  if (!store) {
    store = createSwapStore()
    stores.set(context, store)
  }
  return store
}
