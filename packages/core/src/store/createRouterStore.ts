import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../namespaces'
import type { CaipNetwork } from '../types/network'
import type { View } from './views'

/** Data a view is opened with (SPEC §2: SwitchActiveChain carries its switch-to chain and where to go next). */
export type RouterData = {
  network?: CaipNetwork
  switchToChain?: ChainNamespace
  navigateTo?: View
  navigateWithReplace?: boolean
  connectorId?: string
  walletId?: string
  /** The name RegisterAccountNameSuccess shows (SPEC §4). */
  accountName?: string
  /** The on-ramp order BuyInProgress follows. */
  orderId?: string
}

/** A pending action whose view decides the outcome (e.g. ApproveTransaction). */
export type RouterTransaction = {
  view: View | null
  goBack: boolean
  replace?: boolean
  onSuccess?: () => void
  onCancel?: () => void
}

export type RouterState = {
  view: View
  history: View[]
  data: RouterData
  transactionStack: RouterTransaction[]
  push: (view: View, data?: RouterData) => void
  replace: (view: View, data?: RouterData) => void
  goBack: () => void
  reset: (view: View) => void
  pushTransaction: (transaction: RouterTransaction) => void
  /** Finishes the top transaction: success runs onSuccess, cancel runs onCancel; then goes back or replaces. */
  popTransaction: (outcome: 'success' | 'cancel') => void
}

export function createRouterStore() {
  return createStore<RouterState>()((set, get) => ({
    view: 'Connect',
    history: ['Connect'],
    data: {},
    transactionStack: [],
    push: (view, data = {}) => {
      if (get().view === view) return set({ data })
      set((state) => ({ view, history: [...state.history, view], data }))
    },
    replace: (view, data = {}) =>
      set((state) => ({ view, history: [...state.history.slice(0, -1), view], data })),
    goBack: () => {
      const { history } = get()
      if (history.length <= 1) return
      const previous = history.slice(0, -1)
      set({ view: previous[previous.length - 1] as View, history: previous })
    },
    reset: (view) => set({ view, history: [view], data: {} }),
    pushTransaction: (transaction) =>
      set((state) => ({ transactionStack: [...state.transactionStack, transaction] })),
    popTransaction: (outcome) => {
      const stack = get().transactionStack
      const top = stack[stack.length - 1]
      if (!top) return
      set({ transactionStack: stack.slice(0, -1) })
      if (outcome === 'success') top.onSuccess?.()
      else top.onCancel?.()
      if (top.view && top.replace) get().replace(top.view)
      else if (top.view) get().push(top.view)
      else if (top.goBack) get().goBack()
    },
  }))
}

export type RouterStore = ReturnType<typeof createRouterStore>
